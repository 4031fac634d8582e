import { useTranslation } from 'react-i18next';
import { Card } from 'shared-ui/card';
import { PRODUCT_NAME } from 'shared-ui/logo';
import styled from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { CenteredList, HomeSection } from './section-layout';

const FEATURES = ['daily', 'withdraw', 'fees', 'coins', 'privacy'] as const;

const Feature = styled(Card)`
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`;

const FeatureTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const FeatureText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Why choose: five feature cards, each a claim the platform backs (decisions §1). */
export function WhyChooseSection() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <HomeSection title={t('whyChoose.title', { product: PRODUCT_NAME })} intro={t('whyChoose.intro')}>
      <CenteredList $min="13rem" role="list">
        {FEATURES.map((feature) => (
          <Feature as="li" key={feature}>
            <FeatureTitle>{t(`whyChoose.${feature}Title`)}</FeatureTitle>
            <FeatureText>{t(`whyChoose.${feature}Text`)}</FeatureText>
          </Feature>
        ))}
      </CenteredList>
    </HomeSection>
  );
}
