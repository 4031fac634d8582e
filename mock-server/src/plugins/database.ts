import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, DB } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    database: DatabaseHandle;
  }
}

/** Makes the database available as `app.db` (Kysely) and closes it with the app. */
async function database(app: FastifyInstance, options: { handle: DatabaseHandle }) {
  app.decorate('database', options.handle);
  app.decorate('db', options.handle.db);
  app.addHook('onClose', async () => {
    await options.handle.close();
  });
}

export default fp(database, { name: 'database', fastify: '5.x' });
