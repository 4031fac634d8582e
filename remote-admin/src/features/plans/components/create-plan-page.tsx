import { useCreatePlan } from 'shared-api/queries/plans';
import { useSavePlan } from '../hooks/use-save-plan';
import { PlanForm } from './plan-form';
import { emptyPlanFormValues } from './plan-form-values';
import { PlanPageHeading } from './plan-page-heading';

/** /dashboard/admin/manage-plan/create-new-plan */
export function CreatePlanPage() {
  const { mutateAsync: createPlan } = useCreatePlan();
  const { status, error, submit } = useSavePlan(createPlan);
  return (
    <>
      <PlanPageHeading title="Create a plan" description="Add a new investment plan for users to buy." />
      <PlanForm
        initialValues={emptyPlanFormValues}
        submitLabel="Create plan"
        status={status}
        error={error}
        onSubmit={submit}
      />
    </>
  );
}
