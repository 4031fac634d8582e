import { sql } from 'kysely';
import { z } from 'zod';
import type { App } from '../../types';

export default async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
}
