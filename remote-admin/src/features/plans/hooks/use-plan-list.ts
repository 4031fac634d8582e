import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { loadPlansAtom, type PlansState, plansStateAtom } from 'shared-api/plans';

export interface PlanList extends PlansState {
  /** Loads the list again after a failure. */
  retry: () => void;
}

/**
 * The shared plan list (the investor area reads the same atoms), loaded on mount when it is not loaded
 * yet.
 */
export function usePlanList(): PlanList {
  const state = useAtomValue(plansStateAtom);
  const loadPlans = useSetAtom(loadPlansAtom);
  useEffect(() => {
    void loadPlans();
  }, [loadPlans]);
  const retry = useCallback(() => {
    void loadPlans();
  }, [loadPlans]);
  return { ...state, retry };
}
