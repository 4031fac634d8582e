import { useTranslation } from 'react-i18next';
import { Card } from 'shared-ui/card';
import styled from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { HomeSection, ListGrid } from './section-layout';

const STEPS = ['signUp', 'verify', 'deposit', 'earn'] as const;
const POINTS = [1, 2, 3] as const;

const Step = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StepNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.primary};
`;

const StepTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StepText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Points = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};

  li {
    position: relative;
    padding-left: 1.5rem;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** How it works: the four steps of spec §1 (sign up, verify, choose a plan and deposit, earn daily). */
export function HowItWorksSection() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <HomeSection title={t('howItWorks.title')} tinted>
      <ListGrid as="ol" $min="15rem" role="list">
        {STEPS.map((step, index) => (
          <Step as="li" key={step}>
            <StepNumber>{t('howItWorks.step', { number: index + 1 })}</StepNumber>
            <StepTitle>{t(`howItWorks.${step}Title`)}</StepTitle>
            <StepText>{t(`howItWorks.${step}Text`)}</StepText>
            <Points>
              {POINTS.map((point) => (
                <li key={point}>{t(`howItWorks.${step}Point${point}`)}</li>
              ))}
            </Points>
          </Step>
        ))}
      </ListGrid>
    </HomeSection>
  );
}
