import { useTranslation } from 'react-i18next';
import { useApproveAdjustment, useRejectAdjustment } from 'shared-api/queries/users';
import { errorText } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';

/** Approve or reject a bonus or fee request; the outcome is a toast, the lists refresh themselves. */
export const useDecideAdjustment = () => {
  const { t } = useTranslation(NAMESPACE);
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();

  const run = async (decision: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await decision();
      notify.success(done);
      return true;
    } catch (error) {
      notify.error(errorText(error, t('approvals.failed')));
      return false;
    }
  };

  return {
    approve: (id: number) => run(() => approve.mutateAsync(id), t('approvals.approvedToast')),
    reject: (id: number, reason: string) =>
      run(
        () => reject.mutateAsync({ id, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
        t('approvals.rejectedToast'),
      ),
    busy: approve.isPending || reject.isPending,
  };
};
