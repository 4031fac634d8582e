import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useEditPlan } from 'shared-api/queries/plans';
import type { Plan, PlanBody } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { ErrorPanel } from 'shared-ui/error-panel';
import { NotFound } from 'shared-ui/not-found';
import { Spinner } from 'shared-ui/spinner';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { usePlanList } from '../hooks/use-plan-list';
import { PLAN_LIST_PATH, useSavePlan } from '../hooks/use-save-plan';
import { PlanForm } from './plan-form';
import { planFormValuesFrom } from './plan-form-values';

/** `:id` as a plan id, or null when it cannot be one. */
const planIdFrom = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function EditPlanForm({ plan }: { plan: Plan }) {
  const { t } = useTranslation(NAMESPACE);
  const { mutateAsync: editPlan } = useEditPlan();
  const save = useCallback((body: PlanBody) => editPlan({ id: plan.id, body }), [editPlan, plan.id]);
  const { status, error, submit } = useSavePlan(save, 'updated');
  return (
    <PlanForm
      initialValues={planFormValuesFrom(plan)}
      submitLabel={t('edit.submit')}
      status={status}
      error={error}
      onSubmit={submit}
    />
  );
}

/** /dashboard/admin/manage-plan/edit-plan/:id — the plan comes from the shared list (loaded if needed). */
export function EditPlanPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id: param } = useParams();
  const id = planIdFrom(param);
  const { status, plans, error, retry } = usePlanList();
  const plan = id === null ? undefined : plans.find((candidate) => candidate.id === id);

  const header = <PageHeading title={t('edit.title')} description={t('edit.description')} />;
  if (plan) {
    return (
      <>
        {header}
        {/* A different plan starts from its own values. */}
        <EditPlanForm key={plan.id} plan={plan} />
      </>
    );
  }
  if (id !== null && (status === 'idle' || status === 'loading')) {
    return (
      <>
        {header}
        <Spinner size="lg" label={t('edit.loading')} />
      </>
    );
  }
  if (id !== null && status === 'failed') {
    return (
      <>
        {header}
        <ErrorPanel title={t('edit.loadFailed')} message={error ?? undefined} onRetry={retry} />
      </>
    );
  }
  return (
    <NotFound
      homeHref={PLAN_LIST_PATH}
      title={t('edit.notFoundTitle')}
      text={t('edit.notFoundText', { id: param ?? '' })}
      action={
        <Button as={Link} to={PLAN_LIST_PATH}>
          {t('form.back')}
        </Button>
      }
    />
  );
}
