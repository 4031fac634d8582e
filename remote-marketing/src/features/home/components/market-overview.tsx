import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoPrices } from 'shared-api/contract/market';
import { useCryptoPrices } from 'shared-api/queries/market';
import { Alert } from 'shared-ui/alert';
import { useFormat } from 'shared-ui/format';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { HOME_NAMESPACE } from '../../../i18n';
import { bitcoin, type Coin, ethereum, solana, xrp } from './coins';
import { HomeSection } from './section-layout';

/** The coins GET /crypto-prices answers for (Tether is pegged to the dollar and not quoted). */
const QUOTED: readonly { coin: Coin; field: 'bitcoin' | 'ethereum' | 'ripple' | 'solana' }[] = [
  { coin: bitcoin, field: 'bitcoin' },
  { coin: ethereum, field: 'ethereum' },
  { coin: xrp, field: 'ripple' },
  { coin: solana, field: 'solana' },
];

const Table = styled.table`
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th:last-child,
  td:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const CoinName = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Note = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
`;

const Stale = styled(Alert)`
  max-width: 40rem;
  margin: 0 auto;
  width: 100%;
`;

function PriceTable({ prices }: { prices: CryptoPrices }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const format = useFormat();
  const time = prices.updated_at ? format.dateTime(prices.updated_at) : null;
  return (
    <>
      {prices.stale && time && <Stale tone="warning">{t('market.stale', { time })}</Stale>}
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('market.coin')}</th>
            <th scope="col">{t('market.price')}</th>
          </tr>
        </thead>
        <tbody>
          {QUOTED.map(({ coin, field }) => (
            <tr key={field}>
              <th scope="row">
                <CoinName>
                  <img src={coin.logo} alt="" width={24} height={24} />
                  {coin.name}
                </CoinName>
              </th>
              <td>{format.dollars(prices[field].usd)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {!prices.stale && time && <Note>{t('market.updated', { time })}</Note>}
    </>
  );
}

/**
 * Market overview from GET /crypto-prices (the server's cached provider prices). Stale prices say from
 * when they are; with no prices at all (the server answers 503, or the call fails) one short note stands
 * in their place.
 */
export function MarketOverview() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const query = useCryptoPrices();
  let body: ReactNode;
  if (query.data && !query.isError) body = <PriceTable prices={query.data} />;
  else if (query.isPending)
    body = (
      <Centered>
        <Spinner size="lg" label={t('market.loading')} />
      </Centered>
    );
  else body = <Note role="status">{t('market.unavailable')}</Note>;
  return (
    <HomeSection title={t('market.title')} busy={query.isFetching}>
      {body}
    </HomeSection>
  );
}
