import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { useFormat } from 'shared-ui/format';
import { Stack } from 'shared-ui/stack';
import styled from 'styled-components';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { useDeletePlan } from '../hooks/use-delete-plan';
import { usePlanList } from '../hooks/use-plan-list';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanList } from './plan-list';
import { PlansLoading } from './plans-loading';

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CreatePlanButton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button as={Link} to="create-new-plan">
      {t('manage.create')}
    </Button>
  );
}

/** /dashboard/admin/manage-plan — the plans users can buy, with create, edit and delete. */
export function ManagePlansPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { status, plans, error, retry } = usePlanList();
  const deletion = useDeletePlan();
  const header = <PageHeading title={t('manage.title')} description={t('manage.description')} />;

  if (plans.length === 0) {
    if (status === 'failed') {
      return (
        <>
          {header}
          <ErrorPanel title={t('manage.loadFailed')} message={error ?? undefined} onRetry={retry} />
        </>
      );
    }
    if (status !== 'succeeded') {
      return (
        <>
          {header}
          <PlansLoading />
        </>
      );
    }
    return (
      <>
        {header}
        <EmptyState
          title={t('manage.emptyTitle')}
          text={t('manage.emptyText')}
          action={<CreatePlanButton />}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <Stack gap="lg">
        <Stack direction="row" justify="space-between" align="center" gap="md">
          <Count role="status">
            {t('manage.count', { count: plans.length, number: format.number(plans.length) })}
          </Count>
          <CreatePlanButton />
        </Stack>
        {status === 'failed' && (
          <Alert tone="error" title={t('manage.refreshFailed')}>
            <Stack direction="row" align="center" gap="sm">
              <span>{error}</span>
              <Button size="sm" variant="secondary" onClick={retry}>
                {t('manage.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <PlanList plans={plans} onDelete={deletion.ask} />
      </Stack>
      <DeletePlanDialog flow={deletion} />
    </>
  );
}
