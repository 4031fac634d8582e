import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from 'shared-ui/logo';
import styled from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { HomeSection } from './section-layout';

/** The eight questions, in the order shown (their texts are `faq.<key>Question` / `faq.<key>Answer`). */
export const FAQ_KEYS = [
  'what',
  'earnings',
  'capital',
  'withdraw',
  'coins',
  'fees',
  'verify',
  'risk',
] as const;
type FaqKey = (typeof FAQ_KEYS)[number];

const List = styled.div`
  width: 100%;
  max-width: 48rem;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Item = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Question = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  min-height: 3rem;
  padding: ${({ theme }) => theme.spacing.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 0.6rem;
  height: 0.6rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform 0.15s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

/**
 * The FAQ: eight questions, at most one answer open; opening one closes the other, and clicking the open
 * one closes it (spec §2). A disclosure per question: a real button with `aria-expanded` and
 * `aria-controls`, so Enter and Space work and screen readers say whether it is open.
 */
export function FaqSection() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const baseId = useId();
  const [open, setOpen] = useState<FaqKey | null>(null);
  return (
    <HomeSection title={t('faq.title')}>
      <List>
        {FAQ_KEYS.map((key) => {
          const expanded = open === key;
          const buttonId = `${baseId}-${key}-question`;
          const panelId = `${baseId}-${key}-answer`;
          return (
            <Item key={key}>
              <Question>
                <Toggle
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen((current) => (current === key ? null : key))}
                >
                  {t(`faq.${key}Question`, { product: PRODUCT_NAME })}
                  <Chevron $open={expanded} aria-hidden="true" />
                </Toggle>
              </Question>
              <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                <p>{t(`faq.${key}Answer`, { product: PRODUCT_NAME })}</p>
              </Answer>
            </Item>
          );
        })}
      </List>
    </HomeSection>
  );
}
