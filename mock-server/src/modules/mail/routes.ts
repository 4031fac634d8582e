import { outboxResponse } from 'shared-api/contract/public';
import type { Config } from '../../config';
import type { App } from '../../types';
import { listOutbox } from './repository';

const OUTBOX_PAGE = 100;

/**
 * GET /dev/outbox: the e-mails a developer's platform "sent" without an SMTP server, so a new user can
 * finish e-mail verification and password reset on one machine (decisions §3). It shows reset codes, so it
 * exists only when `config.devOutbox` is on (the embedded database outside production without SMTP, or
 * DEV_OUTBOX=1; never in production, and the configuration refuses a non-loopback HOST while it is on).
 */
export default async function mailRoutes(app: App, options: { config: Config }) {
  if (!options.config.devOutbox || options.config.production) return;
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: { tags: ['mail'], response: { 200: outboxResponse } },
    },
    async () => ({ messages: await listOutbox(app.db, OUTBOX_PAGE) }),
  );
}
