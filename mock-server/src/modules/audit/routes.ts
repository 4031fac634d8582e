import { auditQuery, auditResponse } from 'shared-api/contract/users';
import type { App } from '../../types';
import { listAudit } from './repository';

export default async function auditRoutes(app: App) {
  app.get(
    '/audit-log',
    {
      config: { access: 'admin' },
      schema: { tags: ['audit'], querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (request) => listAudit(app.db, request.query),
  );
}
