import { idParam, messageResponse } from 'shared-api/contract/common';
import { planBody, plansResponse } from 'shared-api/contract/plans';
import type { App } from '../../types';
import { currentUser } from '../auth/current-user';
import { createPlan, deletePlan, editPlan, getPlans } from './service';

export default async function plansRoutes(app: App) {
  app.get(
    '/plans',
    {
      config: { access: 'public', publicCache: 'plans' },
      schema: { tags: ['plans'], response: { 200: plansResponse } },
    },
    async () => ({ plans: await getPlans(app.db) }),
  );

  app.post(
    '/create-plan',
    {
      config: { access: 'admin' },
      schema: { tags: ['plans'], body: planBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await createPlan(app.db, currentUser(request).id, request.body);
      app.publicCache.invalidate('plans');
      return { message: 'Plan created successfully.' };
    },
  );

  app.post(
    '/edit-plan/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['plans'], params: idParam, body: planBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await editPlan(app.db, currentUser(request).id, request.params.id, request.body);
      app.publicCache.invalidate('plans');
      return { message: 'Plan updated successfully.' };
    },
  );

  app.post(
    '/delete-plan/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['plans'], params: idParam, response: { 200: messageResponse } },
    },
    async (request) => {
      await deletePlan(app.db, currentUser(request).id, request.params.id);
      app.publicCache.invalidate('plans');
      return { message: 'Plan deleted successfully.' };
    },
  );
}
