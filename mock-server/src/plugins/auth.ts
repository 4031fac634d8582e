import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, SIGN_IN_MESSAGE, signInRequired, unauthorized } from '../errors';
import { hashToken } from '../lib/tokens';
import type { Access, AuthUser } from '../types';

export const SUSPENDED_MESSAGE =
  'Your account is suspended: you can sign in and see your data, but not make changes. Contact support.';

export const SUSPENDED_ADMIN_MESSAGE =
  'Your account is suspended: administrator actions are not available. Another administrator can lift the suspension.';

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/**
 * Identifies the caller from the bearer token (a live, unrevoked, unexpired session of an account that is
 * not deleted) and enforces each route's declared access. A route under /api without `config.access`
 * stops the app from starting: nothing is reachable by omission.
 */
async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.method === 'OPTIONS') return;
    if (route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    }
  });

  // onRequest: refused callers never get their body parsed or validated (a guest gets 401, not a 400).
  app.addHook('onRequest', async (request) => {
    const access: Access | undefined = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    if (token) request.user = await findSessionUser(app, token);
    if (access === 'public') return;
    if (!request.user) {
      // A token that no longer opens a session (expired, revoked) tells the client to sign in again.
      throw token ? unauthorized('session_expired', SIGN_IN_MESSAGE) : signInRequired();
    }
    if (access === 'admin' && request.user.role !== 'admin')
      throw forbidden('forbidden', 'This is for administrators only.');
    // A suspended admin has no admin powers (decisions §3), not even to read the admin lists.
    if (access === 'admin' && request.user.suspended)
      throw forbidden('account_suspended', SUSPENDED_ADMIN_MESSAGE);
    if (request.routeOptions.config.refuseSuspended && request.user.suspended)
      throw forbidden('account_suspended', SUSPENDED_MESSAGE);
  });
}

const findSessionUser = async (app: FastifyInstance, token: string): Promise<AuthUser | null> => {
  const row = await app.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'users.id',
      'users.username',
      'users.role',
      'users.level',
      'users.suspended',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
};

export default fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
