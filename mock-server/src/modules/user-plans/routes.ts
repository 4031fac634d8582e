import { idParam } from 'shared-api/contract/common';
import { userPlansResponse } from 'shared-api/contract/transactions';
import type { App } from '../../types';
import { currentUser } from '../auth/current-user';
import { getUserPlans, getUserPlansOf } from './service';

export default async function userPlansRoutes(app: App) {
  app.get(
    '/get-user-plans',
    {
      config: { access: 'user' },
      schema: { tags: ['user-plans'], response: { 200: userPlansResponse } },
    },
    async (request) => ({ user_plans: await getUserPlans(app.db, currentUser(request).id) }),
  );

  app.get(
    '/get-user-plans/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['user-plans'], params: idParam, response: { 200: userPlansResponse } },
    },
    async (request) => ({ user_plans: await getUserPlansOf(app.db, request.params.id) }),
  );
}
