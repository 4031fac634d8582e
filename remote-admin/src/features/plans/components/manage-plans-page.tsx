import { Link } from 'react-router-dom';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { Stack } from 'shared-ui/stack';
import styled from 'styled-components';
import { useDeletePlan } from '../hooks/use-delete-plan';
import { usePlanList } from '../hooks/use-plan-list';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanList } from './plan-list';
import { PlanPageHeading } from './plan-page-heading';
import { PlansLoading } from './plans-loading';

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const countLabel = (count: number): string => `${count} ${count === 1 ? 'plan' : 'plans'}`;

function CreatePlanButton() {
  return (
    <Button as={Link} to="create-new-plan">
      Create new plan
    </Button>
  );
}

/** /dashboard/admin/manage-plan — the plans users can buy, with create, edit and delete. */
export function ManagePlansPage() {
  const { status, plans, error, retry } = usePlanList();
  const deletion = useDeletePlan();
  const header = <PlanPageHeading title="Manage plans" description="The investment plans users can buy." />;

  if (plans.length === 0) {
    if (status === 'failed') {
      return (
        <>
          {header}
          <ErrorPanel title="The plans could not be loaded" message={error ?? undefined} onRetry={retry} />
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
          title="No plans yet."
          text="Create the first plan users can buy."
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
          <Count role="status">{countLabel(plans.length)}</Count>
          <CreatePlanButton />
        </Stack>
        {status === 'failed' && (
          <Alert tone="error" title="The plan list could not be refreshed">
            <Stack direction="row" align="center" gap="sm">
              <span>{error}</span>
              <Button size="sm" variant="secondary" onClick={retry}>
                Retry
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
