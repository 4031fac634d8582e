/** Investment plan calls (list for everyone, changes for admins). */
import { get, post } from './client';
import type { MessageResponse, PlanBody, PlansResponse } from './types';

/** GET /plans → `{ plans }`. */
export const getPlans = (signal?: AbortSignal): Promise<PlansResponse> =>
  get('plans', signal ? { signal } : undefined);

/** POST /create-plan. */
export const createPlan = (body: PlanBody): Promise<MessageResponse> => post('create-plan', body);

/** POST /edit-plan/{id}. */
export const editPlan = (id: number, body: PlanBody): Promise<MessageResponse> =>
  post(`edit-plan/${id}`, body);

/** POST /delete-plan/{id} → `{ message }`. */
export const deletePlan = (id: number): Promise<MessageResponse> => post(`delete-plan/${id}`);
