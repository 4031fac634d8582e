import { useTranslation } from 'react-i18next';
import { Grid } from 'shared-ui/stack';
import styled from 'styled-components';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { addressCoins } from './address-coins';
import { CoinSummaryCard } from './coin-summary-card';

const Cards = styled(Grid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /dashboard/admin/manage-address — one card per coin: how many addresses, which one users pay to. */
export function AddressHubPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading title={t('addresses.hub.title')} description={t('addresses.hub.description')} />
      <Cards $min="16rem">
        {addressCoins.map((coin) => (
          <CoinSummaryCard key={coin.slug} coin={coin} />
        ))}
      </Cards>
    </>
  );
}
