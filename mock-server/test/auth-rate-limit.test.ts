/** Login and one-time-code calls are rate limited per client address and per account. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, TEST_XSRF, type TestContext } from './helpers/app';
import { createUser, TEST_PASSWORD } from './helpers/users';

describe('auth rate limits', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp({ rateLimits: true });
  });
  after(() => ctx.close());

  const post = (url: string, body: Record<string, string>, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload: body,
      remoteAddress,
      cookies: { 'XSRF-TOKEN': TEST_XSRF },
      headers: { 'x-xsrf-token': TEST_XSRF },
    });

  it('allows 10 sign-in attempts a minute from one address, then answers 429', async () => {
    const user = await createUser(ctx.app.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post('login', { username: `nobody${attempt}`, password: 'x' }, '10.0.0.1');
      assert.equal(response.statusCode, 401);
    }
    const limited = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.0.0.1');
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /Too many attempts/);
    // Another address is not affected.
    const other = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.0.0.2');
    assert.equal(other.statusCode, 200);
  });

  it('allows 10 attempts a minute on one account, whatever the addresses', async () => {
    const user = await createUser(ctx.app.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post(
        'login',
        { username: user.username.toUpperCase(), password: 'Wrong-1!' },
        `10.1.0.${attempt + 1}`,
      );
      assert.equal(response.statusCode, 401);
    }
    const limited = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.1.1.1');
    assert.equal(limited.statusCode, 429);
    const otherAccount = await createUser(ctx.app.db);
    const fine = await post(
      'login',
      { username: otherAccount.username, password: TEST_PASSWORD },
      '10.1.1.1',
    );
    assert.equal(fine.statusCode, 200);
  });

  it('limits password reset requests per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post('send-otp', { email: `x${attempt}@example.test` }, '10.2.0.1')).statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });
});
