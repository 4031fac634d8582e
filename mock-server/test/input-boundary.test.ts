/**
 * Issue 10 item 1: no input answers a 5xx. Text PostgreSQL cannot store (U+0000, a lone surrogate) is refused
 * with a 400 at the boundary, in any JSON body, query or multipart field of any route; every malformed
 * multipart body answers 400 on every upload route; Fastify's own 400 and 414 answers have the platform's
 * error shape.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from './helpers/app';
import { pngImage } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import { apiRoutes, fieldNames, routeName, takesMultipart, validParams } from './helpers/route-catalog';
import { createUser, type TestUser } from './helpers/users';

const NUL = 'Ann\u0000e';
const LONE_SURROGATE = 'Ann\uD800e';
const REFUSED_TEXT = /contains a character that is not allowed \(a NUL character or an unpaired surrogate\)/;

const assertPlatformError = (response: LightMyRequestResponse, status: number, where: string) => {
  assert.equal(response.statusCode, status, `${where} → ${response.statusCode} ${response.body}`);
  assert.match(String(response.headers['content-type']), /application\/json/, where);
  const body = response.json();
  assert.equal(typeof body.message, 'string', `${where}: ${response.body}`);
  assert.ok(body.message.length > 0, where);
  assert.equal(typeof body.code, 'string', `${where}: no code: ${response.body}`);
  assert.equal(body.statusCode, undefined, `${where}: Fastify's default shape leaked: ${response.body}`);
};

describe('input boundary', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let investor: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin', level: 3 });
    investor = await createUser(ctx.app.db, { level: 2 });
  });
  after(() => ctx.close());

  describe('text that cannot be stored', () => {
    it('is refused with a 400 naming the field in every JSON body of every route', async () => {
      const routes = apiRoutes(ctx.app).filter(
        (route) => route.method !== 'GET' && fieldNames(route.schema.body).length > 0,
      );
      assert.ok(routes.length >= 15, `only ${routes.length} routes take a JSON body`);
      for (const route of routes) {
        const url = route.url.replace(/:(\w+)/g, (_, name: string) => validParams(route, 1)[name] ?? '1');
        for (const [index, field] of fieldNames(route.schema.body).entries()) {
          const bad = index % 2 === 0 ? NUL : LONE_SURROGATE;
          const body = Object.fromEntries(fieldNames(route.schema.body).map((name) => [name, 'x']));
          body[field] = bad;
          const where = `${routeName(route)} ${field}`;
          const response = await ctx.api.call(route.method as 'POST', url, {
            token: admin.token,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          assertPlatformError(response, 400, where);
          assert.match(response.json().message, REFUSED_TEXT, where);
          assert.match(response.json().message, new RegExp(`"${field}"`), where);
          assert.equal(response.json().code, 'validation_failed', where);
        }
      }
    });

    it('is refused for guests on sign-up and sign-in, and in nested values and keys', async () => {
      for (const body of [
        { username: NUL, password: 'Secret#2026' },
        { username: 'ann', password: LONE_SURROGATE },
        { username: 'ann', password: 'x', extra: { deep: [1, NUL] } },
        { [`user\u0000name`]: 'ann', password: 'x' },
      ]) {
        for (const url of ['login', 'signup']) {
          const response = await ctx.api.post(url, body);
          assertPlatformError(response, 400, `${url} ${JSON.stringify(body)}`);
          assert.match(response.json().message, REFUSED_TEXT);
        }
      }
    });

    it('is refused in a query string (GET /users?search=)', async () => {
      const response = await ctx.api.get('/api/users?search=ad%00min', { token: admin.token });
      assertPlatformError(response, 400, 'search');
      assert.match(response.json().message, /"search"/);
      const fine = await ctx.api.get('/api/users?search=admin', { token: admin.token });
      assert.equal(fine.statusCode, 200);
    });

    it('is refused in a multipart field, and nothing is stored', async () => {
      const form = multipartBody({ address: `bc1q${'a'.repeat(38)}\u0000` }, [
        { field: 'qr_code', filename: 'qr.png', type: 'image/png', bytes: await pngImage() },
      ]);
      const response = await ctx.api.call('POST', 'create-btc-address', { token: admin.token, ...form });
      assertPlatformError(response, 400, 'multipart address');
      assert.match(response.json().message, /"address"/);
      const rows = await ctx.app.db.selectFrom('deposit_addresses').select('id').execute();
      assert.equal(rows.length, 0);
    });

    it('lets ordinary text through, including characters outside the basic plane', async () => {
      const response = await ctx.api.post('login', { username: 'zoë😀', password: 'Ünïcode#2026' });
      assert.equal(response.statusCode, 401, response.body);
    });
  });

  describe('malformed multipart on every upload route', () => {
    const boundary = '----vestoraBoundary';
    const valid = () =>
      multipartBody({ address: 'x', ssn: '1', occupation: 'x', salary: 'x' }, [
        { field: 'qr_code', filename: 'a.png', type: 'image/png', bytes: Buffer.alloc(300, 1) },
      ]);
    const bodies: Array<[string, string | Buffer, string]> = [
      ['no boundary', 'hello', 'multipart/form-data'],
      ['empty', '', `multipart/form-data; boundary=${boundary}`],
      [
        'garbage',
        Buffer.from([0, 1, 2, 255, 13, 10, 45, 45, 7]),
        `multipart/form-data; boundary=${boundary}`,
      ],
      [
        'a part without headers',
        `--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`,
        `multipart/form-data; boundary=${boundary}`,
      ],
      ['truncated', valid().payload.subarray(0, 150), valid().headers['content-type'] ?? ''],
      ['a wrong boundary', valid().payload, `multipart/form-data; boundary=${boundary}`],
      ['not multipart at all', '{"address":"x"}', 'application/json'],
    ];

    it('answers a 4xx with a message on each, never a 5xx', async () => {
      const uploads = apiRoutes(ctx.app).filter(takesMultipart);
      assert.ok(uploads.length >= 6, `upload routes: ${uploads.map(routeName).join(', ')}`);
      for (const route of uploads) {
        const token = route.access === 'admin' ? admin.token : investor.token;
        for (const [name, payload, type] of bodies) {
          const response = await ctx.api.call(route.method as 'POST', route.url, {
            token,
            payload,
            headers: { 'content-type': type },
          });
          const where = `${routeName(route)} with ${name}`;
          assert.ok(
            response.statusCode >= 400 && response.statusCode < 500,
            `${where} → ${response.statusCode}`,
          );
          assertPlatformError(response, response.statusCode, where);
        }
      }
    });

    it('answers 400 to a body that is not a form at all', async () => {
      for (const route of apiRoutes(ctx.app).filter(takesMultipart)) {
        const token = route.access === 'admin' ? admin.token : investor.token;
        for (const [name, payload, type] of bodies.slice(0, 5)) {
          const response = await ctx.api.call(route.method as 'POST', route.url, {
            token,
            payload,
            headers: { 'content-type': type },
          });
          assertPlatformError(response, 400, `${routeName(route)} with ${name}`);
        }
      }
    });
  });

  describe("Fastify's own answers", () => {
    it('a malformed URL is a 400 in the platform shape', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user/%E0%A4%A' });
      assertPlatformError(response, 400, 'bad url');
    });

    it('a path parameter over the limit is a 414 in the platform shape', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/user/${'9'.repeat(500)}` });
      assertPlatformError(response, 414, 'long param');
      assert.equal(response.json().code, 'uri_too_long');
    });

    it('a request the HTTP parser refuses gets the platform shape too', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      assert.ok(address && typeof address === 'object');
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(address.port, '127.0.0.1', () => {
          socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      assert.match(raw, /^HTTP\/1\.1 400/);
      const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
      assert.equal(typeof body.message, 'string');
      assert.equal(body.code, 'bad_request');
      assert.equal(body.statusCode, undefined, raw);
    });
  });
});
