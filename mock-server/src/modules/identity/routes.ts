import { idParam, messageResponse } from 'shared-api/contract/common';
import { documentParams } from 'shared-api/contract/identity';
import type { App } from '../../types';
import { currentUser } from '../auth/current-user';
import * as service from './service';
import { readIdentityForm } from './upload';

const tags = ['identity'];
const messageOnly = { 200: messageResponse };

export default async function identityRoutes(app: App, { documentKey }: { documentKey: Buffer }) {
  const deps = (): service.IdentityDeps => ({ db: app.db, mailer: app.mailer, documentKey });

  app.post(
    '/verify-identity',
    {
      config: { access: 'user', refuseSuspended: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'multipart: ssn, occupation, salary, dl_front and dl_back (PNG, JPEG or WebP, at most 5 MB each)',
        response: messageOnly,
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await service.assertCanSubmit(deps(), caller);
      return service.submitIdentity(deps(), caller, await readIdentityForm(request));
    },
  );

  app.get(
    '/identity-document/:id/:side',
    { config: { access: 'admin' }, schema: { tags, params: documentParams } },
    async (request, reply) => {
      const document = await service.readDocument(deps(), request.params.id, request.params.side);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'inline')
        .type(document.mime)
        .send(document.bytes);
    },
  );

  app.post(
    '/accept-verified-identity/:id',
    { config: { access: 'admin' }, schema: { tags, params: idParam, response: messageOnly } },
    async (request) => service.acceptIdentity(deps(), currentUser(request), request.params.id),
  );

  app.post(
    '/reject-verified-identity/:id',
    { config: { access: 'admin' }, schema: { tags, params: idParam, response: messageOnly } },
    async (request) => service.rejectIdentity(deps(), currentUser(request), request.params.id),
  );
}
