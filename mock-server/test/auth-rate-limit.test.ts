/**
 * Sign-in limits: failed sign-ins are counted per account and client address (10 in 15 minutes) and per
 * address (20), never per account alone, so nobody can lock an owner out from elsewhere; the client address
 * is the socket's unless TRUST_PROXY names the proxies, so a rotating X-Forwarded-For changes nothing.
 * One-time-code calls are limited per address.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Config, TrustProxy } from '../src/config';
import { loginFailureLimits } from '../src/modules/auth/rate-limits';
import { createTestApp, TEST_XSRF, type TestContext } from './helpers/app';
import { createUser, TEST_PASSWORD } from './helpers/users';

const PAIR_LIMIT = loginFailureLimits.perAccountAndAddress.max;
const ADDRESS_LIMIT = loginFailureLimits.perAddress.max;

const poster =
  (ctx: () => TestContext) =>
  (url: string, body: Record<string, string>, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload: body,
      remoteAddress,
      cookies: { 'XSRF-TOKEN': TEST_XSRF },
      headers: { 'x-xsrf-token': TEST_XSRF, ...headers },
    });

/** A throwaway app with rate limits on (each test's counters start empty). */
const withLimitedApp = async (
  overrides: Partial<Config>,
  run: (ctx: TestContext, post: ReturnType<typeof poster>) => Promise<void>,
) => {
  const ctx = await createTestApp({ rateLimits: true, ...overrides });
  try {
    await run(
      ctx,
      poster(() => ctx),
    );
  } finally {
    await ctx.close();
  }
};

const wrong = (username: string) => ({ username, password: 'Wrong-1!' });

describe('sign-in limits', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp({ rateLimits: true });
  });
  after(() => ctx.close());
  const post = poster(() => ctx);

  it('refuses an address after 10 failed sign-ins on one account; the owner elsewhere still signs in', async () => {
    const user = await createUser(ctx.app.db);
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt += 1) {
      const response = await post('login', wrong(user.username.toUpperCase()), '10.0.0.1');
      assert.equal(response.statusCode, 401);
    }
    const limited = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.0.0.1');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'rate_limited');
    assert.match(limited.json().message, /Too many attempts/);
    // The same address may still sign in to another account.
    const other = await createUser(ctx.app.db);
    assert.equal(
      (await post('login', { username: other.username, password: TEST_PASSWORD }, '10.0.0.1')).statusCode,
      200,
    );
    const owner = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.0.0.2');
    assert.equal(owner.statusCode, 200);
  });

  it('does not lock the owner out when others fail on the account from many addresses', async () => {
    const user = await createUser(ctx.app.db);
    for (let attempt = 0; attempt < 4 * PAIR_LIMIT; attempt += 1) {
      const response = await post('login', wrong(user.username), `10.1.${attempt >> 8}.${attempt & 255}`);
      assert.equal(response.statusCode, 401);
    }
    const owner = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.1.9.9');
    assert.equal(owner.statusCode, 200);
  });

  it("does not lock the owner out when someone else's address is refused", async () => {
    const user = await createUser(ctx.app.db);
    for (let attempt = 0; attempt <= PAIR_LIMIT; attempt += 1)
      await post('login', wrong(user.username), '10.2.0.1');
    assert.equal((await post('login', wrong(user.username), '10.2.0.1')).statusCode, 429);
    const owner = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.2.0.2');
    assert.equal(owner.statusCode, 200);
  });

  it('limits one address trying many accounts, more loosely', async () => {
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      const response = await post('login', wrong(`nobody-${attempt}`), '10.3.0.1');
      assert.equal(response.statusCode, 401, `attempt ${attempt + 1}`);
    }
    const user = await createUser(ctx.app.db);
    const limited = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.3.0.1');
    assert.equal(limited.statusCode, 429);
    assert.equal(
      (await post('login', { username: user.username, password: TEST_PASSWORD }, '10.3.0.2')).statusCode,
      200,
    );
  });

  it('does not count successful sign-ins', async () => {
    const user = await createUser(ctx.app.db);
    for (let attempt = 0; attempt < PAIR_LIMIT + 5; attempt += 1) {
      const response = await post('login', { username: user.username, password: TEST_PASSWORD }, '10.4.0.1');
      assert.equal(response.statusCode, 200, `sign-in ${attempt + 1}`);
    }
  });

  it('limits password reset requests per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post('send-otp', { email: `x${attempt}@example.test` }, '10.5.0.1')).statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });
});

describe('sign-in limits behind proxies: X-Forwarded-For', () => {
  /** Ten failures with a different X-Forwarded-For each, then the owner's password: still refused. */
  const rotatingFailures = async (
    post: ReturnType<typeof poster>,
    username: string,
    socket: string,
    forwardedFor: (attempt: number) => string,
  ) => {
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt += 1) {
      const response = await post('login', wrong(username), socket, {
        'x-forwarded-for': forwardedFor(attempt),
      });
      assert.equal(response.statusCode, 401);
    }
    return post('login', { username, password: TEST_PASSWORD }, socket, {
      'x-forwarded-for': forwardedFor(PAIR_LIMIT),
    });
  };

  it('without TRUST_PROXY: the header is ignored, the socket address is counted', () =>
    withLimitedApp({ trustProxy: false }, async (ctx, post) => {
      const user = await createUser(ctx.app.db);
      const limited = await rotatingFailures(post, user.username, '10.6.0.1', (n) => `198.18.0.${n + 1}`);
      assert.equal(limited.statusCode, 429);
    }));

  // The proxy (10.0.0.254) appends the address it saw; whatever the client put before it is not believed.
  const proxies: Array<[string, TrustProxy]> = [
    ['a hop count', 1],
    ["the proxies' addresses", ['10.0.0.0/8']],
  ];
  for (const [name, trustProxy] of proxies) {
    it(`with ${name}: only the entry the trusted proxy added is believed`, () =>
      withLimitedApp({ trustProxy }, async (ctx, post) => {
        const user = await createUser(ctx.app.db);
        const proxy = '10.0.0.254';
        const limited = await rotatingFailures(
          post,
          user.username,
          proxy,
          (n) => `198.18.1.${n + 1}, 203.0.113.7`,
        );
        assert.equal(limited.statusCode, 429);
        // The owner, through the same proxy from their own address, is not affected.
        const right = { username: user.username, password: TEST_PASSWORD };
        const owner = await post('login', right, proxy, { 'x-forwarded-for': '198.51.100.4' });
        assert.equal(owner.statusCode, 200);
      }));
  }
});
