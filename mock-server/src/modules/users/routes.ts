import { idParam, messageResponse } from 'shared-api/contract/common';
import {
  customMailBody,
  displayMessageBody,
  userResponse,
  usersQuery,
  usersResponse,
} from 'shared-api/contract/users';
import type { App } from '../../types';
import { currentUser } from '../auth/current-user';
import * as service from './service';

const tags = ['users'];
const admin = { access: 'admin' } as const;
const messageOnly = { 200: messageResponse };

export default async function usersRoutes(app: App, { documentKey }: { documentKey: Buffer }) {
  const deps = (): service.UsersDeps => ({ db: app.db, mailer: app.mailer, documentKey });

  app.get(
    '/users',
    { config: admin, schema: { tags, querystring: usersQuery, response: { 200: usersResponse } } },
    async (request) => service.listUsers(deps(), request.query.search),
  );

  app.get(
    '/user/:id',
    { config: admin, schema: { tags, params: idParam, response: { 200: userResponse } } },
    async (request) => service.getUser(deps(), request.params.id),
  );

  app.post(
    '/switch-role/:id',
    { config: admin, schema: { tags, params: idParam, response: messageOnly } },
    async (request) => service.switchRole(deps(), currentUser(request), request.params.id),
  );

  app.post(
    '/suspend-user/:id',
    { config: admin, schema: { tags, params: idParam, response: messageOnly } },
    async (request) => service.toggleSuspension(deps(), currentUser(request), request.params.id),
  );

  app.post(
    '/set-display-message/:id',
    { config: admin, schema: { tags, params: idParam, body: displayMessageBody, response: messageOnly } },
    async (request) =>
      service.setDisplayMessage(deps(), currentUser(request), request.params.id, request.body.message),
  );

  app.post(
    '/remove-display-message/:id',
    { config: admin, schema: { tags, params: idParam, response: messageOnly } },
    async (request) => service.removeDisplayMessage(deps(), currentUser(request), request.params.id),
  );

  app.post(
    '/delete-user/:id',
    { config: admin, schema: { tags, params: idParam, response: messageOnly } },
    async (request) => service.deleteUser(deps(), currentUser(request), request.params.id),
  );

  app.post(
    '/send-custom-mail',
    { config: admin, schema: { tags, body: customMailBody, response: messageOnly } },
    async (request) => service.sendCustomMail(deps(), currentUser(request), request.body),
  );
}
