import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceHistory } from 'shared-api/queries/market';
import type { HistoryRange, MarketCoin, PricePoint } from 'shared-api/types';
import { Card, CardTitle } from 'shared-ui/card';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Select } from 'shared-ui/select';
import { SkeletonText } from 'shared-ui/skeleton-text';
import styled from 'styled-components';
import { NAMESPACE } from '../../../../i18n';
import { marketCoins } from './market-coins';
import { PriceCanvas } from './price-canvas';

/** The contract's ranges (not imported from it: the contract brings zod, which a screen does not need). */
const historyRanges: readonly HistoryRange[] = ['1d', '1m', '3m', '12m', 'all'];

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  & > * {
    flex: 1 1 10rem;
  }
`;

const Caption = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Summary({ points, coin }: { points: readonly PricePoint[]; coin: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  return (
    <Caption>
      {t('market.chartSummary', {
        coin,
        from: format.dateTime(first.time),
        to: format.dateTime(last.time),
        low: format.dollars(Math.min(...points.map((point) => point.usd))),
        high: format.dollars(Math.max(...points.map((point) => point.usd))),
        last: format.dollars(last.usd),
      })}
    </Caption>
  );
}

/**
 * The market chart: one coin's prices over a range, from the history the server records itself
 * (`/crypto-prices/history`), with a coin and a range selector. The canvas follows the theme; a caption
 * says in words what it shows.
 */
export default function MarketChart() {
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  const [coin, setCoin] = useState<MarketCoin>('bitcoin');
  const [range, setRange] = useState<HistoryRange>('1m');
  const history = usePriceHistory(coin, range);
  const coinName = marketCoins.find((entry) => entry.coin === coin)?.name ?? coin;
  const points = history.isError ? undefined : history.data?.points;

  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={history.isFetching || undefined}>
      <CardTitle id={titleId}>{t('market.chartTitle')}</CardTitle>
      <Controls>
        <Field label={t('market.coinLabel')}>
          <Select
            value={coin}
            onChange={(event) => setCoin(event.target.value as MarketCoin)}
            options={marketCoins.map((entry) => ({
              value: entry.coin,
              label: `${entry.name} (${entry.symbol})`,
            }))}
          />
        </Field>
        <Field label={t('market.rangeLabel')}>
          <Select
            value={range}
            onChange={(event) => setRange(event.target.value as HistoryRange)}
            options={historyRanges.map((value) => ({ value, label: t(`market.range.${value}`) }))}
          />
        </Field>
      </Controls>
      {history.isError ? (
        <ErrorPanel
          title={t('market.chartErrorTitle')}
          message={errorText(history.error, t('market.chartErrorFallback'))}
          onRetry={() => {
            void history.refetch();
          }}
        />
      ) : !points ? (
        <SkeletonText lines={4} />
      ) : points.length === 0 ? (
        <EmptyState titleAs="p" title={t('market.chartEmpty')} />
      ) : (
        <>
          <PriceCanvas points={points} />
          <Summary points={points} coin={coinName} />
        </>
      )}
    </Card>
  );
}
