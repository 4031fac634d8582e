import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCryptoPrices } from 'shared-api/queries/market';
import { isSettled, loadStatusOf } from 'shared-api/queries/status';
import { useTransactions, useUserStatistics } from 'shared-api/queries/transactions';
import { profileAtom } from 'shared-api/session';
import { Alert } from 'shared-ui/alert';
import { useDocumentTitle } from 'shared-ui/document-title';
import { useFormat } from 'shared-ui/format';
import { LoadingScreen } from 'shared-ui/loading-screen';
import { Grid } from 'shared-ui/stack';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { BalanceCard } from './balance-card';
import { LatestTransactionCard } from './latest-transaction-card';
import { MarketChartSlot } from './market/market-chart-slot';
import { MarketTicker, pricesUnavailable } from './market/market-ticker';
import { ReferralCard } from './referral-card';
import { StatisticsSection } from './statistics-section';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/**
 * /dashboard: greeting, the admin's message, balance, latest transaction, ticker tape, statistics, market
 * chart and the referral link (spec §2, in its order). The loading view shows until profile, statistics and transactions have all answered once; after
 * that each part shows its own loading and error state.
 */
export function DashboardHome() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  useDocumentTitle(t('dashboard.documentTitle'));
  const profile = useAtomValue(profileAtom);
  const transactions = useTransactions();
  const statistics = useUserStatistics(profile?.id);
  const prices = useCryptoPrices();

  const [firstLoadDone, setFirstLoadDone] = useState(false);
  if (
    !firstLoadDone &&
    profile &&
    isSettled(loadStatusOf(statistics)) &&
    isSettled(loadStatusOf(transactions))
  ) {
    setFirstLoadDone(true);
  }

  if (!profile || !firstLoadDone) return <LoadingScreen withSideMenu label={t('dashboard.loading')} />;

  return (
    <Page>
      <Greeting>{t('dashboard.greeting', { greeting: format.greeting(), name: profile.firstname })}</Greeting>
      {profile.message !== null && (
        <Alert tone="info" title={t('dashboard.message')}>
          {profile.message}
        </Alert>
      )}
      <Grid $min="18rem">
        <BalanceCard wallet={profile.wallet} />
        <LatestTransactionCard
          query={transactions}
          onRetry={() => {
            void transactions.refetch();
          }}
        />
      </Grid>
      <MarketTicker query={prices} />
      <StatisticsSection
        query={statistics}
        onRetry={() => {
          void statistics.refetch();
        }}
      />
      {/* Without prices the ticker's one note stands for the chart too. */}
      {!pricesUnavailable(prices) && <MarketChartSlot />}
      <ReferralCard
        referralId={profile.referral_id}
        statistics={statistics.isError ? undefined : statistics.data}
      />
    </Page>
  );
}
