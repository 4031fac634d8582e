import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '../types';

/** One API route as declared: what the authorization and fuzz tests walk, and what the API offers. */
export interface CatalogRoute {
  method: string;
  /** With the /api prefix and `:param` placeholders, e.g. `/api/btc-delete/:id`. */
  url: string;
  access: Access;
  refuseSuspended: boolean;
  /** The route's input schemas as declared (zod), to tell valid input from malformed input. */
  schema: { params?: unknown; body?: unknown; querystring?: unknown; consumes?: readonly string[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: readonly CatalogRoute[];
  }
}

/**
 * Records every /api route registered after it (register it before the modules). HEAD and OPTIONS twins
 * and the OpenAPI UI are left out; routes without an access level never get here (the auth plugin refuses
 * them at registration).
 */
async function routeCatalog(app: FastifyInstance) {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) return;
    const schema = route.schema ?? {};
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        access,
        refuseSuspended: route.config?.refuseSuspended === true,
        schema: {
          params: schema.params,
          body: schema.body,
          querystring: schema.querystring,
          ...(schema.consumes ? { consumes: schema.consumes } : {}),
        },
      });
    }
  });
}

export default fp(routeCatalog, { name: 'route-catalog', fastify: '5.x' });
