/** Query and mutation hooks for the plan calls (spec §4: the list is reloaded after create, edit, delete). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPlan, deletePlan, editPlan, getPlans } from '../plan-calls';
import type { PlanBody } from '../types';
import { queryKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const plansQuery = () =>
  queryOptions({
    queryKey: queryKeys.plans,
    queryFn: ({ signal }) => getPlans(signal).then((response) => response.plans),
  });

/** GET /plans as the list of plans. */
export const usePlans = () => useQuery(plansQuery());

const plansChanged = () => [queryKeys.plans];

export const useCreatePlan = () =>
  useInvalidatingMutation((body: PlanBody) => createPlan(body), plansChanged);

export const useEditPlan = () =>
  useInvalidatingMutation(({ id, body }: { id: number; body: PlanBody }) => editPlan(id, body), plansChanged);

export const useDeletePlan = () => useInvalidatingMutation((id: number) => deletePlan(id), plansChanged);
