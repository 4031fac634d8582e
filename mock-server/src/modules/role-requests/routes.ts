import { idParam, messageResponse } from 'shared-api/contract/common';
import { rejectRoleRequestBody, roleRequestsQuery, roleRequestsResponse } from 'shared-api/contract/users';
import type { App } from '../../types';
import { currentUser } from '../auth/current-user';
import { approveRoleRequest, getRoleRequests, rejectRoleRequest } from './service';

const tags = ['users'];

/** Requests to make a user an administrator (filed by POST /switch-role/:id), decided by another admin. */
export default async function roleRequestsRoutes(app: App) {
  app.get(
    '/role-requests',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: roleRequestsQuery, response: { 200: roleRequestsResponse } },
    },
    async (request) => ({ role_requests: await getRoleRequests(app.db, request.query.status) }),
  );

  app.post(
    '/approve-role-request/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, response: { 200: messageResponse } },
    },
    async (request) => approveRoleRequest(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/reject-role-request/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, body: rejectRoleRequestBody, response: { 200: messageResponse } },
    },
    async (request) =>
      rejectRoleRequest(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body?.reason || undefined,
      ),
  );
}
