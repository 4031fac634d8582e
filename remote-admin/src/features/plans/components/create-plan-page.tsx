import { useTranslation } from 'react-i18next';
import { useCreatePlan } from 'shared-api/queries/plans';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { useSavePlan } from '../hooks/use-save-plan';
import { PlanForm } from './plan-form';
import { emptyPlanFormValues } from './plan-form-values';

/** /dashboard/admin/manage-plan/create-new-plan */
export function CreatePlanPage() {
  const { t } = useTranslation(NAMESPACE);
  const { mutateAsync: createPlan } = useCreatePlan();
  const { status, error, submit } = useSavePlan(createPlan, 'created');
  return (
    <>
      <PageHeading title={t('create.title')} description={t('create.description')} />
      <PlanForm
        initialValues={emptyPlanFormValues}
        submitLabel={t('create.submit')}
        status={status}
        error={error}
        onSubmit={submit}
      />
    </>
  );
}
