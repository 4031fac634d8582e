/** Issue 10 item 7: the anti-forgery check follows the routed path, so an encoded path cannot skip it. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import { createUser } from './helpers/users';

describe('anti-forgery check on the routed path', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
  });
  after(() => ctx.close());

  for (const url of ['/%61pi/logout', '/%61%70%69/logout', '/api/%6cogout']) {
    it(`refuses ${url} without the token, as /api/logout`, async () => {
      const user = await createUser(ctx.app.db);
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${user.token}` },
      });
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().code, 'csrf_token_invalid');
      // The session is still alive: the forged call did nothing.
      assert.equal((await ctx.api.post('me', undefined, { token: user.token })).statusCode, 200);
    });
  }
});
