import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type {} from './styled';

/**
 * The one risk warning text of the product (decisions §1), in English; the page shows the `ui` catalog's
 * `riskWarning` in the active language (the same legal sense in each). Change it here and in the catalogs.
 */
export const RISK_WARNING_TITLE = 'Risk warning';
export const RISK_WARNING_TEXT =
  'Crypto-assets are volatile and high risk. Your capital and returns are not guaranteed by any public scheme.';

const Note = styled.aside<{ $compact: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ $compact, theme }) => ($compact ? theme.spacing.sm : theme.spacing.md)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ $compact, theme }) => ($compact ? theme.fontSizes.xs : theme.fontSizes.sm)};
  line-height: 1.5;

  p {
    margin: 0;
  }
`;

const Icon = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface RiskWarningProps {
  /** Smaller padding and text, for modals and footers. */
  compact?: boolean;
  className?: string;
}

/** The risk warning every public page and the plan-purchase modal must show. */
export function RiskWarning({ compact = false, className }: RiskWarningProps) {
  const { t } = useTranslation('ui');
  const title = t('riskWarning.title');
  return (
    <Note role="note" aria-label={title} $compact={compact} className={className}>
      <Icon aria-hidden="true">!</Icon>
      <p>
        <strong>{t('riskWarning.heading', { title })}</strong> {t('riskWarning.text')}
      </p>
    </Note>
  );
}
