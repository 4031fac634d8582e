import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import { createUser } from './helpers/users';

describe('platform plumbing', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
  });
  after(() => ctx.close());

  it('answers health on the migrated database', async () => {
    const response = await ctx.api.get('health');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'ok');
  });

  it('hands out an anti-forgery cookie and refuses a state-changing call without the header', async () => {
    const first = await ctx.api.get('xsrf-token', { noXsrf: true });
    assert.equal(first.statusCode, 204);
    assert.ok(first.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN' && cookie.sameSite === 'Strict'));
    const refused = await ctx.api.call('POST', 'health', { noXsrf: true });
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /security token/);
  });

  it('answers unknown API paths with a JSON 404 message', async () => {
    const response = await ctx.api.get('no-such-thing');
    assert.equal(response.statusCode, 404);
    assert.match(response.json().message, /No such endpoint/);
  });

  it('refuses the audit log to guests and users, serves it to admins', async () => {
    const user = await createUser(ctx.app.db);
    const admin = await createUser(ctx.app.db, { role: 'admin' });
    assert.equal((await ctx.api.get('audit-log')).statusCode, 401);
    assert.equal((await ctx.api.get('audit-log', { token: user.token })).statusCode, 403);
    const ok = await ctx.api.get('audit-log', { token: admin.token });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json().entries, []);
  });

  it('rejects malformed query input with a clear 400', async () => {
    const admin = await createUser(ctx.app.db, { role: 'admin' });
    const response = await ctx.api.get('audit-log?limit=abc', { token: admin.token });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().message);
  });

  it('sends security headers', async () => {
    const response = await ctx.api.get('health');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.ok(response.headers['content-security-policy']);
  });
});
