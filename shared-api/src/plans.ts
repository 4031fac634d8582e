/** The plan list (spec §4): four statuses, loaded once when needed, reloaded after create/edit/delete. */
import { atom } from 'jotai';
import { errorMessage } from './client';
import type { LoadState } from './load-state';
import { getPlans } from './plan-calls';
import type { Plan } from './types';

export interface PlansState extends LoadState {
  plans: Plan[];
}

export const initialPlansState: PlansState = { status: 'idle', plans: [], error: null };
export const PLANS_ERROR_FALLBACK = 'Failed to load plans.';

export const plansStateAtom = atom<PlansState>(initialPlansState);
export const plansAtom = atom((get) => get(plansStateAtom).plans);
export const plansStatusAtom = atom((get) => get(plansStateAtom).status);

const plansRequestAtom = atom<Promise<Plan[]> | null>(null);

/**
 * Loads GET /plans. Without `force` it only loads when the list was not loaded yet (idle) or failed;
 * concurrent calls share one request. Keeps the current list visible while reloading.
 */
export const loadPlansAtom = atom(null, (get, set, options?: { force?: boolean }): Promise<Plan[]> => {
  const pending = get(plansRequestAtom);
  if (pending) return pending;
  const { status, plans } = get(plansStateAtom);
  if (!options?.force && (status === 'succeeded' || status === 'loading')) return Promise.resolve(plans);
  set(plansStateAtom, (previous) => ({ ...previous, status: 'loading', error: null }));
  const requestPromise = (async () => {
    try {
      const response = await getPlans();
      set(plansStateAtom, { status: 'succeeded', plans: response.plans, error: null });
      return response.plans;
    } catch (error) {
      set(plansStateAtom, (previous) => ({
        ...previous,
        status: 'failed',
        error: errorMessage(error, PLANS_ERROR_FALLBACK),
      }));
      return get(plansStateAtom).plans;
    } finally {
      set(plansRequestAtom, null);
    }
  })();
  set(plansRequestAtom, requestPromise);
  return requestPromise;
});

/** Reloads the list (after a plan is created, edited or deleted). */
export const reloadPlansAtom = atom(
  null,
  (_get, set): Promise<Plan[]> => set(loadPlansAtom, { force: true }),
);
