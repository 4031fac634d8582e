import { sql } from 'kysely';
import { z } from 'zod';
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../../db/unavailable';
import type { App } from '../../types';

/** A load balancer's check must get an answer quickly, whatever the database does. */
export const HEALTH_TIMEOUT_MS = 2_000;

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DatabaseUnavailableError(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

export default async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(sql`select 1`.execute(app.db), HEALTH_TIMEOUT_MS);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.warn({ err: error }, 'health: database unavailable');
        return reply.code(503).send({
          status: 'unavailable' as const,
          database: app.database.kind,
          message: SERVICE_UNAVAILABLE_MESSAGE,
        });
      }
    },
  );
}
