/**
 * The authorization matrix of the whole API, derived from each route's declared `config.access`, so routes
 * added later are covered without editing this file:
 * - user and admin routes: a guest gets 401;
 * - admin routes: a signed-in user gets 403, an admin gets past the access check;
 * - `refuseSuspended` routes: a suspended user gets 403 with the suspension message;
 * - user routes with an `:id` / `:userId`: another user's id is refused and none of their data comes back;
 * - public routes: a guest is never refused for want of an account;
 * - every state-changing route: refused without the anti-forgery token, even for an admin.
 * The calls carry no body: access must be decided before input is looked at, and nothing runs for a caller
 * who is refused. The last test fails if any registered route was left out.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { SUSPENDED_MESSAGE } from '../src/plugins/auth';
import { createTestApp } from './helpers/app';
import {
  apiRoutes,
  type CatalogRoute,
  fillPath,
  paramNames,
  routeName,
  validParams,
} from './helpers/route-catalog';
import { createUser } from './helpers/users';

const ctx = await createTestApp();
const routes = apiRoutes(ctx.app);
const admin = await createUser(ctx.app.db, { role: 'admin', level: 3 });
const user = await createUser(ctx.app.db, { level: 3 });
const other = await createUser(ctx.app.db, { level: 3 });
const suspended = await createUser(ctx.app.db, { level: 3, suspended: true });
/**
 * The only routes a guest may call. Access is declared per route, so one wrong word would open a route to
 * everyone and the matrix, which follows the declarations, would not notice; this list does.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/xsrf-token',
  'GET /api/health',
  'POST /api/signup',
  'POST /api/login',
  'POST /api/send-otp',
  'POST /api/verify-otp-and-reset-password',
  'GET /api/dev/outbox',
  'GET /api/plans',
  'GET /api/address-qr/:id',
  'GET /api/crypto-prices',
  'GET /api/crypto-prices/history',
  'GET /api/crypto-news',
  'GET /api/public-stats',
  'GET /api/testimonials',
]);
/** An id no row has: admins get past the access check without acting on anyone. */
const UNKNOWN_ID = 2_000_000_000;

const exercised = new Set<string>();
after(() => ctx.close());

const call = (route: CatalogRoute, token: string | null, id: number): Promise<LightMyRequestResponse> =>
  ctx.api.call(route.method as 'GET', fillPath(route.url, validParams(route, id)), { token });

const explain = (route: CatalogRoute, response: LightMyRequestResponse, expected: string) =>
  `${routeName(route)}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}` +
  (response.statusCode === 400
    ? ' — the input was validated before access was checked (the auth hook must run before validation)'
    : '');

const isSuccess = (response: LightMyRequestResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;

describe('authorization matrix', () => {
  for (const route of routes) {
    const name = routeName(route);
    const idParams = paramNames(route.url).filter((param) => param === 'id' || param === 'userId');

    if (route.access === 'public') {
      it(`${name}: open to guests`, async () => {
        exercised.add(name);
        const response = await call(route, null, UNKNOWN_ID);
        assert.ok(![401, 403].includes(response.statusCode), explain(route, response, 'no 401/403'));
      });
      continue;
    }

    it(`${name}: a guest gets 401`, async () => {
      exercised.add(name);
      const response = await call(route, null, other.id);
      assert.ok(!isSuccess(response), `${name} SERVED A GUEST: ${response.statusCode} ${response.body}`);
      assert.equal(response.statusCode, 401, explain(route, response, '401'));
      assert.equal(typeof response.json().message, 'string');
    });

    if (route.method !== 'GET') {
      it(`${name}: refused without the anti-forgery token`, async () => {
        const response = await ctx.api.call(
          route.method as 'POST',
          fillPath(route.url, validParams(route, UNKNOWN_ID)),
          {
            token: admin.token,
            noXsrf: true,
          },
        );
        assert.equal(response.statusCode, 403, explain(route, response, '403'));
        assert.match(response.json().message, /security token/);
      });
    }

    if (route.access === 'admin') {
      it(`${name}: a user gets 403, an admin is let through`, async () => {
        const refused = await call(route, user.token, other.id);
        assert.ok(!isSuccess(refused), `${name} SERVED A NON-ADMIN: ${refused.statusCode} ${refused.body}`);
        assert.equal(refused.statusCode, 403, explain(route, refused, '403'));
        assert.equal(refused.json().message, 'This is for administrators only.');
        const allowed = await call(route, admin.token, UNKNOWN_ID);
        assert.ok(
          ![401, 403].includes(allowed.statusCode),
          explain(route, allowed, 'no 401/403 for an admin'),
        );
      });
    }

    if (route.refuseSuspended) {
      it(`${name}: a suspended user gets 403`, async () => {
        const response = await call(route, suspended.token, suspended.id);
        assert.ok(!isSuccess(response), `${name} SERVED A SUSPENDED USER: ${response.statusCode}`);
        assert.equal(response.statusCode, 403, explain(route, response, '403'));
        assert.equal(response.json().message, SUSPENDED_MESSAGE);
      });
    }

    if (route.access === 'user' && idParams.length > 0) {
      it(`${name}: another user's id is refused`, async () => {
        const response = await call(route, user.token, other.id);
        assert.ok([403, 404].includes(response.statusCode), explain(route, response, '403 or 404'));
        assert.ok(!response.body.includes(other.username) && !response.body.includes(other.email));
        if (idParams.includes('userId') && route.method === 'GET') {
          const own = await call(route, user.token, user.id);
          assert.equal(own.statusCode, 200, `${name}: the user's own id must be served (${own.body})`);
        }
      });
    }
  }

  it('opens to guests only the routes meant for them', () => {
    const unexpected = routes
      .filter((route) => route.access === 'public')
      .map(routeName)
      .filter((name) => !PUBLIC_ROUTES.has(name));
    assert.deepEqual(
      unexpected,
      [],
      `declared public but not on the list of guest routes: ${unexpected.join(', ')}`,
    );
  });

  it('covers every registered API route', () => {
    assert.ok(routes.length > 0);
    const missing = routes.map(routeName).filter((name) => !exercised.has(name));
    assert.deepEqual(missing, [], `routes left out of the matrix: ${missing.join(', ')}`);
    assert.equal(exercised.size, routes.length);
  });
});
