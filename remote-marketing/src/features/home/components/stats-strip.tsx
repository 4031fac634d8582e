import { useTranslation } from 'react-i18next';
import type { PublicStats } from 'shared-api/contract/public';
import { usePublicStats } from 'shared-api/queries/market';
import { useFormat } from 'shared-ui/format';
import type { LanguageCode } from 'shared-ui/i18n';
import { PRODUCT_NAME } from 'shared-ui/logo';
import { usePrefersReducedMotion } from 'shared-ui/reduced-motion';
import styled from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { useCountUp } from '../hooks/use-count-up';
import { CenteredList, HomeSection } from './section-layout';

type Kind = 'count' | 'dollars';

interface Figure {
  key: 'activeInvestors' | 'totalPaidOut' | 'countries' | 'assetsUnderManagement';
  field: keyof PublicStats;
  kind: Kind;
}

/** The live figures of decisions §1, in the order shown. Nothing else is claimed. */
const FIGURES: readonly Figure[] = [
  { key: 'activeInvestors', field: 'active_investors', kind: 'count' },
  { key: 'totalPaidOut', field: 'total_paid_out', kind: 'dollars' },
  { key: 'countries', field: 'countries', kind: 'count' },
  { key: 'assetsUnderManagement', field: 'assets_under_management', kind: 'dollars' },
];

/** Whole numbers (dollars without cents), the language's way; English amounts stay US-style. */
const wholeNumber = (language: LanguageCode, kind: Kind, value: number): string =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
    maximumFractionDigits: 0,
    ...(kind === 'dollars' ? { style: 'currency', currency: 'USD' } : {}),
  }).format(value);

const Item = styled.li`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  text-align: center;
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CountingFigure({ label, kind, value }: { label: string; kind: Kind; value: number }) {
  const { language } = useFormat();
  const still = usePrefersReducedMotion();
  const shown = useCountUp(value, still);
  return (
    <Item>
      <Label>{label}</Label>
      <Value>{wholeNumber(language, kind, shown)}</Value>
    </Item>
  );
}

/**
 * The statistics strip from GET /public-stats: live figures only, counting up (still with reduced motion).
 * A figure that cannot be loaded is left out, never shown as 0; with none, there is no strip.
 */
export function StatsStrip() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const { data, isError } = usePublicStats();
  if (isError || !data) return null;
  const figures = FIGURES.filter(({ field }) => {
    const value: unknown = data[field];
    return typeof value === 'number' && Number.isFinite(value);
  });
  if (figures.length === 0) return null;
  return (
    <HomeSection title={t('stats.title', { product: PRODUCT_NAME })} intro={t('stats.note')}>
      <CenteredList $min="12rem" $max="18rem" role="list">
        {figures.map(({ key, field, kind }) => (
          <CountingFigure key={key} label={t(`stats.${key}`)} kind={kind} value={data[field]} />
        ))}
      </CenteredList>
    </HomeSection>
  );
}
