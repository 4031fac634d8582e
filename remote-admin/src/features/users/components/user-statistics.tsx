import { useTranslation } from 'react-i18next';
import { useUserStatistics } from 'shared-api/queries/transactions';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Grid, Stack } from 'shared-ui/stack';
import { StatCard } from 'shared-ui/stat-card';
import { NAMESPACE } from '../../../i18n';

/** Deposits, withdrawals and earnings (confirmed) and the active plans of one user. */
export function UserStatistics({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const statistics = useUserStatistics(userId);
  const data = statistics.data;
  return (
    <section aria-labelledby="user-statistics">
      <h2 id="user-statistics">{t('users.statistics')}</h2>
      {data ? (
        <Grid $min="12rem">
          <StatCard label={t('users.depositSum')} value={format.dollars(data.deposit_sum)} />
          <StatCard label={t('users.withdrawalSum')} value={format.dollars(data.withdrawal_sum)} />
          <StatCard label={t('users.earningsSum')} value={format.dollars(data.earnings_sum)} />
          <StatCard label={t('users.plansCount')} value={format.number(data.user_plans_count)} />
        </Grid>
      ) : statistics.isError ? (
        <Alert tone="error" title={t('users.statisticsFailed')}>
          <Stack direction="row" align="center" gap="sm">
            <span>{errorText(statistics.error)}</span>
            <Button size="sm" variant="secondary" onClick={() => void statistics.refetch()}>
              {t('users.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <div role="status" aria-label={t('users.statisticsLoading')}>
          <SkeletonText lines={2} />
        </div>
      )}
    </section>
  );
}
