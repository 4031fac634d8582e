import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { isSettled } from 'shared-api/load-state';
import { profileAtom } from 'shared-api/session';
import { loadTransactionsAtom, reloadTransactionsAtom, transactionsStateAtom } from 'shared-api/transactions';
import { Alert } from 'shared-ui/alert';
import { useDocumentTitle } from 'shared-ui/document-title';
import { greeting } from 'shared-ui/format';
import { LoadingScreen } from 'shared-ui/loading-screen';
import { Grid } from 'shared-ui/stack';
import styled from 'styled-components';
import { useUserStatistics } from '../hooks/use-user-statistics';
import { BalanceCard } from './balance-card';
import { LatestTransactionCard } from './latest-transaction-card';
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
 * /dashboard: greeting, the admin's message, balance, latest transaction, statistics and the referral
 * link. The loading view shows until profile, statistics and transactions have all answered once; after
 * that each part shows its own loading and error state.
 */
export function DashboardHome() {
  useDocumentTitle('Dashboard');
  const profile = useAtomValue(profileAtom);
  const transactions = useAtomValue(transactionsStateAtom);
  const loadTransactions = useSetAtom(loadTransactionsAtom);
  const reloadTransactions = useSetAtom(reloadTransactionsAtom);
  const statistics = useUserStatistics(profile?.id);
  const profileId = profile?.id;

  useEffect(() => {
    if (profileId !== undefined) void loadTransactions();
  }, [profileId, loadTransactions]);

  const [firstLoadDone, setFirstLoadDone] = useState(false);
  if (!firstLoadDone && profile && isSettled(statistics.status) && isSettled(transactions.status)) {
    setFirstLoadDone(true);
  }

  if (!profile || !firstLoadDone) return <LoadingScreen withSideMenu label="Loading your dashboard" />;

  return (
    <Page>
      <Greeting>
        {greeting()}, {profile.firstname}
      </Greeting>
      {profile.message !== null && (
        <Alert tone="info" title="Message from the team">
          {profile.message}
        </Alert>
      )}
      <Grid $min="18rem">
        <BalanceCard wallet={profile.wallet} />
        <LatestTransactionCard state={transactions} onRetry={() => void reloadTransactions()} />
      </Grid>
      <StatisticsSection {...statistics} />
      <ReferralCard referralId={profile.referral_id} />
    </Page>
  );
}
