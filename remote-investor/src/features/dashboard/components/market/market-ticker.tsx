import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoPrices } from 'shared-api/types';
import { useFormat } from 'shared-ui/format';
import { SkeletonText } from 'shared-ui/skeleton-text';
import styled from 'styled-components';
import { NAMESPACE } from '../../../../i18n';
import { TickerTape } from './ticker-tape';

/** What the ticker reads of the prices query. */
export interface PricesView {
  data?: CryptoPrices | undefined;
  isPending: boolean;
}

/** Prices to show: the last answer, whatever a later refresh did (the server marks old ones `stale`). */
export const pricesToShow = (query: PricesView): CryptoPrices | undefined => query.data;

/** Prices cannot be shown: the call failed before any answer (503: the server never had good prices). */
export const pricesUnavailable = (query: PricesView): boolean => !query.isPending && !query.data;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The market prices on the dashboard: the ticker tape, labelled with the time of the prices when they are
 * the last known ones (stale), or one short note instead of ticker and chart when there are none.
 */
export function MarketTicker({ query }: { query: PricesView }) {
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const prices = pricesToShow(query);
  return (
    <Section aria-labelledby={titleId} aria-busy={query.isPending || undefined}>
      <Title id={titleId}>{t('market.title')}</Title>
      {prices ? (
        <>
          <TickerTape prices={prices} />
          {prices.stale && prices.updated_at && (
            <Note>{t('market.stale', { time: format.dateTime(prices.updated_at) })}</Note>
          )}
        </>
      ) : pricesUnavailable(query) ? (
        <Note role="status">{t('market.unavailable')}</Note>
      ) : (
        <SkeletonText lines={1} />
      )}
    </Section>
  );
}
