import { useCallback } from 'react';
import { usePlans } from 'shared-api/queries/plans';
import { type LoadStatus, loadStatusOf } from 'shared-api/queries/status';
import type { Plan } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { NAMESPACE } from '../../../i18n';

export interface PlanList {
  /** The spec's four statuses (§4). */
  status: LoadStatus;
  /** The last list the server sent (kept while reloading and after a failed reload). */
  plans: Plan[];
  error: string | null;
  /** Loads the list again after a failure. */
  retry: () => void;
}

/** The shared plan list (one cache entry for every screen that shows plans). */
export function usePlanList(): PlanList {
  const query = usePlans();
  const { refetch } = query;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);
  return {
    status: loadStatusOf(query),
    plans: query.data ?? [],
    error: query.isError ? errorText(query.error, i18n.t('manage.errorFallback', { ns: NAMESPACE })) : null,
    retry,
  };
}
