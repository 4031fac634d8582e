/**
 * Every error body carries a stable `code` from shared-api's list beside the English message (issue 8):
 * - a walk over every registered route (as a guest, a user and without the anti-forgery token) checks that
 *   each refusal, whatever module it comes from, has a listed code;
 * - the failures a client translates get their precise code, one by one;
 * - Fastify's own refusals, 500 and 503 get the generic codes;
 * - the OpenAPI document lists the codes as an enum.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { type ErrorCode, errorCodes, isErrorCode } from 'shared-api/error-codes';
import { buildApp } from '../src/app';
import { INSUFFICIENT_BALANCE, LEVEL_1_LIMIT, LEVEL_2_LIMIT } from '../src/modules/transactions/service';
import { SUSPENDED_MESSAGE } from '../src/plugins/auth';
import { GENERIC_ERROR_MESSAGE } from '../src/plugins/error-handler';
import { createTestApp, testConfig } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import { createPlanRow, fundWallet, txReference } from './helpers/money';
import { multipartBody } from './helpers/multipart';
import { apiRoutes, fillPath, routeName, validParams } from './helpers/route-catalog';
import { createUser, TEST_PASSWORD } from './helpers/users';

const ctx = await createTestApp();
const db = ctx.app.db;
after(() => ctx.close());

const admin = await createUser(db, { role: 'admin', level: 3 });
const secondAdmin = await createUser(db, { role: 'admin', level: 3 });
const plan = await createPlanRow(db, { minCents: 5_000, maxCents: 100_000 });

/** The body's code, after checking the body has one from the list and a message. */
const codeOf = (response: LightMyRequestResponse, where = ''): ErrorCode => {
  const body: unknown = response.json();
  assert.ok(typeof body === 'object' && body !== null, `error body is not an object ${where}`);
  const { code, message } = body as { code?: unknown; message?: unknown };
  assert.ok(isErrorCode(code), `${response.statusCode} ${where}: code ${String(code)} is not a listed code`);
  assert.ok(typeof message === 'string' && message.length > 0, `no message ${where}`);
  return code;
};

const expectError = (
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
  message?: string | RegExp,
) => {
  assert.equal(response.statusCode, status, response.body);
  assert.equal(codeOf(response), code, response.body);
  if (typeof message === 'string') assert.equal(response.json().message, message);
  else if (message) assert.match(response.json().message, message);
};

describe('every module answers its refusals with a listed code', () => {
  it('walks every route as a guest, as a user with an empty body and without the anti-forgery token', async () => {
    // Their own accounts: the walk signs them out and suspends nobody else.
    const user = await createUser(db, { level: 1 });
    const walker = await createUser(db, { role: 'admin', level: 3 });
    const refusals = new Map<string, number>();
    for (const route of apiRoutes(ctx.app)) {
      const url = fillPath(route.url, validParams(route, 2_000_000_000));
      const method = route.method as 'GET' | 'POST' | 'DELETE';
      const attempts = [
        ctx.api.call(method, url, {}),
        ctx.api.call(method, url, { token: user.token, body: {} }),
        ctx.api.call(method, url, { token: walker.token, body: {} }),
        ctx.api.call(method, url, { token: user.token, body: {}, noXsrf: true }),
      ];
      for (const response of await Promise.all(attempts)) {
        if (response.statusCode < 400) continue;
        codeOf(response, routeName(route));
        refusals.set(routeName(route), (refusals.get(routeName(route)) ?? 0) + 1);
      }
    }
    // Every module refused something, so every module's refusals were looked at.
    for (const area of [
      'login',
      'withdraw',
      'create-plan',
      'verify-identity',
      'users',
      'give-bonus',
      'audit-log',
    ]) {
      assert.ok(
        [...refusals.keys()].some((name) => name.includes(`/api/${area}`)),
        `no refusal seen for ${area}`,
      );
    }
  });
});

describe('accounts and sessions', () => {
  it('invalid credentials, session expired, sign-in required, suspended, forbidden, anti-forgery', async () => {
    const user = await createUser(db);
    expectError(
      await ctx.api.post('login', { username: user.username, password: 'Wrong-pass1!' }),
      401,
      'invalid_credentials',
      'Invalid username or password.',
    );
    expectError(await ctx.api.post('me'), 401, 'unauthorized', 'Please sign in to continue.');
    expectError(await ctx.api.post('me', {}, { token: 'no-such-session' }), 401, 'session_expired');
    const suspended = await createUser(db, { suspended: true, level: 2 });
    expectError(
      await ctx.api.post(
        'withdraw',
        { amount: 10, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', payment_method: 'bitcoin' },
        { token: suspended.token },
      ),
      403,
      'account_suspended',
      SUSPENDED_MESSAGE,
    );
    expectError(await ctx.api.get('users', { token: user.token }), 403, 'forbidden');
    expectError(
      await ctx.api.post('logout', {}, { token: user.token, noXsrf: true }),
      403,
      'csrf_token_invalid',
    );
  });

  it('signup: username and e-mail taken, unknown referral, reserved name, field errors', async () => {
    const existing = await createUser(db);
    const body = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      username: `ada_codes_${process.pid}`,
      email: `ada.codes.${process.pid}@example.test`,
      age: '1990-12-10',
      gender: 'female',
      country: 'United Kingdom',
      password: 'Str0ng!pass',
      password_confirmation: 'Str0ng!pass',
    };
    expectError(
      await ctx.api.post('signup', { ...body, username: existing.username }),
      409,
      'username_taken',
    );
    expectError(await ctx.api.post('signup', { ...body, email: existing.email }), 409, 'email_taken');
    expectError(await ctx.api.post('signup', { ...body, referred_by: 'nobody123' }), 400, 'referral_unknown');
    expectError(await ctx.api.post('signup', { ...body, username: 'erased-77' }), 400, 'username_reserved');

    const invalid = await ctx.api.post('signup', { ...body, email: 'not-an-email', password: 'short' });
    expectError(invalid, 400, 'validation_failed');
    const fields = invalid.json().fields as Record<string, string>;
    assert.ok(fields.email, 'the e-mail field error is named');
    assert.ok(fields.password, 'the password field error is named');
    assert.equal(invalid.json().message, Object.values(fields)[0]);
  });

  it('password change and one-time codes', async () => {
    const user = await createUser(db, { level: 1 });
    expectError(
      await ctx.api.post(
        'change-password',
        { current_password: 'Not-it-1!', password: 'N3w!passwd', password_confirmation: 'N3w!passwd' },
        { token: user.token },
      ),
      400,
      'wrong_current_password',
    );
    expectError(
      await ctx.api.post(
        'change-password',
        { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
        { token: user.token },
      ),
      400,
      'password_unchanged',
    );
    expectError(
      await ctx.api.post('verify-email', { email: 'someone.else@example.test' }, { token: user.token }),
      400,
      'email_mismatch',
    );
    assert.equal(
      (await ctx.api.post('verify-email', { email: user.email }, { token: user.token })).statusCode,
      200,
    );
    expectError(
      await ctx.api.post('verify-email-code', { email: user.email, otp: '000000' }, { token: user.token }),
      400,
      'invalid_code',
    );
    const verified = await createUser(db, { level: 2 });
    expectError(
      await ctx.api.post('verify-email', { email: verified.email }, { token: verified.token }),
      400,
      'email_already_verified',
    );
    expectError(
      await ctx.api.post('verify-otp-and-reset-password', {
        email: user.email,
        otp: '123456',
        password: 'N3w!passwd',
        password_confirmation: 'N3w!passwd',
      }),
      400,
      'invalid_code',
    );
  });
});

describe('money', () => {
  it('withdrawals: insufficient balance and each level limit, with the spec messages', async () => {
    const address = { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', payment_method: 'bitcoin' };
    const level1 = await createUser(db, { level: 1 });
    const level2 = await createUser(db, { level: 2 });
    await fundWallet(db, level1.id, 200_000);
    await fundWallet(db, level2.id, 200_000);
    expectError(
      await ctx.api.post('withdraw', { ...address, amount: 5_000 }, { token: level1.token }),
      400,
      'insufficient_balance',
      INSUFFICIENT_BALANCE,
    );
    expectError(
      await ctx.api.post('withdraw', { ...address, amount: 501 }, { token: level1.token }),
      400,
      'withdrawal_limit_level_1',
      LEVEL_1_LIMIT,
    );
    expectError(
      await ctx.api.post('withdraw', { ...address, amount: 1_000 }, { token: level2.token }),
      400,
      'withdrawal_limit_level_2',
      LEVEL_2_LIMIT,
    );
    expectError(
      await ctx.api.post('withdraw', { ...address, amount: -1 }, { token: level2.token }),
      400,
      'validation_failed',
    );
  });

  it('deposits: duplicate transaction id, amount out of the plan range, unknown plan', async () => {
    const user = await createUser(db, { level: 2 });
    const deposit = {
      plan_id: plan.id,
      amount: 100,
      payment_method: 'bitcoin',
      transaction_id: txReference(),
    };
    assert.equal((await ctx.api.post('deposit', deposit, { token: user.token })).statusCode, 200);
    expectError(
      await ctx.api.post('deposit', deposit, { token: user.token }),
      409,
      'duplicate_transaction_id',
      'This transaction id has already been submitted.',
    );
    expectError(
      await ctx.api.post(
        'deposit',
        { ...deposit, amount: 10, transaction_id: txReference() },
        { token: user.token },
      ),
      400,
      'amount_out_of_plan_range',
    );
    expectError(
      await ctx.api.post(
        'deposit',
        { ...deposit, plan_id: 2_000_000_000, transaction_id: txReference() },
        { token: user.token },
      ),
      404,
      'plan_unknown',
    );
  });

  it('decisions: not pending any more, a withdrawal rejection needs a reason, own requests', async () => {
    const user = await createUser(db, { level: 3 });
    const deposit = {
      plan_id: plan.id,
      amount: 100,
      payment_method: 'bitcoin',
      transaction_id: txReference(),
    };
    assert.equal((await ctx.api.post('deposit', deposit, { token: user.token })).statusCode, 200);
    const row = await db
      .selectFrom('transactions')
      .select('id')
      .where('reference', '=', deposit.transaction_id)
      .executeTakeFirstOrThrow();
    assert.equal(
      (await ctx.api.post(`confirm-transaction/${row.id}`, {}, { token: admin.token })).statusCode,
      200,
    );
    expectError(
      await ctx.api.post(`confirm-transaction/${row.id}`, {}, { token: admin.token }),
      409,
      'transaction_not_pending',
    );

    await fundWallet(db, user.id, 10_000);
    const withdrawal = await ctx.api.post(
      'withdraw',
      { amount: 20, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', payment_method: 'bitcoin' },
      { token: user.token },
    );
    assert.equal(withdrawal.statusCode, 200, withdrawal.body);
    const pending = await db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('type', '=', 'withdrawal')
      .executeTakeFirstOrThrow();
    expectError(
      await ctx.api.post(`reject-transaction/${pending.id}`, {}, { token: admin.token }),
      400,
      'reason_required',
    );

    assert.equal(
      (await ctx.api.post(`give-bonus/${user.id}`, { bonus: 5, reason: 'thanks' }, { token: admin.token }))
        .statusCode,
      200,
    );
    const adjustment = await db
      .selectFrom('adjustments')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expectError(
      await ctx.api.post(`approve-adjustment/${adjustment.id}`, {}, { token: admin.token }),
      403,
      'own_case',
    );
    assert.equal(
      (await ctx.api.post(`approve-adjustment/${adjustment.id}`, {}, { token: secondAdmin.token }))
        .statusCode,
      200,
    );
    expectError(
      await ctx.api.post(`approve-adjustment/${adjustment.id}`, {}, { token: secondAdmin.token }),
      409,
      'request_not_pending',
    );
  });

  it('plans: a return too small to pay a cent', async () => {
    expectError(
      await ctx.api.post(
        'create-plan',
        { title: 'Tiny', roi: 0.01, duration: 5, min_amount: 1, max_amount: 10 },
        { token: admin.token },
      ),
      400,
      'plan_return_too_small',
    );
  });
});

describe('users, identity, addresses, market', () => {
  it('users: own account and the last admin', async () => {
    expectError(await ctx.api.post(`suspend-user/${admin.id}`, {}, { token: admin.token }), 400, 'own_case');
    expectError(await ctx.api.get('user/2000000000', { token: admin.token }), 404, 'not_found');
  });

  it('identity: submission before the e-mail is verified', async () => {
    const user = await createUser(db, { level: 1 });
    const form = multipartBody({ ssn: '123-45-6789', occupation: 'Engineer', salary: '1000' });
    expectError(
      await ctx.api.call('POST', 'verify-identity', { token: user.token, ...form }),
      403,
      'identity_not_allowed',
    );
  });

  it('addresses: an invalid address and an unreadable form', async () => {
    const form = multipartBody({ address: 'not-a-bitcoin-address' });
    expectError(
      await ctx.api.call('POST', 'create-btc-address', { token: admin.token, ...form }),
      400,
      'address_invalid',
    );
    expectError(
      await ctx.api.call('POST', 'create-btc-address', {
        token: admin.token,
        payload: 'address=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported_media_type',
    );
  });

  it('market: prices unavailable', async () => {
    expectError(await ctx.api.get('crypto-prices'), 503, 'prices_unavailable');
  });
});

describe("Fastify's own refusals, 500 and 503", () => {
  it('unknown endpoint, broken JSON, too large, unsupported media type, overlong path', async () => {
    expectError(
      await ctx.api.get('no-such-thing'),
      404,
      'not_found',
      'No such endpoint: GET /api/no-such-thing',
    );
    expectError(
      await ctx.api.call('POST', 'login', {
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'bad_request',
      'The request body is not valid JSON.',
    );
    expectError(
      await ctx.api.call('POST', 'login', {
        payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'y' }),
        headers: { 'content-type': 'application/json' },
      }),
      413,
      'payload_too_large',
    );
    expectError(
      await ctx.api.call('POST', 'login', {
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
      }),
      415,
      'unsupported_media_type',
    );
    expectError(await ctx.api.get(`user/${'9'.repeat(300)}`, { token: admin.token }), 414, 'uri_too_long');
    expectError(await ctx.api.get('user/%E0%A4%A', { token: admin.token }), 400, 'bad_request');
  });

  it('rate limited', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      let last: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 12; attempt += 1) {
        last = await limited.api.post('login', { username: 'nobody', password: 'Wrong-pass1!' });
      }
      assert.ok(last);
      expectError(last, 429, 'rate_limited');
    } finally {
      await limited.close();
    }
  });

  it('an unexpected failure is internal_error, an unavailable dependency service_unavailable', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database });
    app.get('/api/test-crash', { config: { access: 'public' } }, async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/test-unavailable', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('pool exhausted'), { statusCode: 503 });
    });
    await app.ready();
    try {
      const crash = await app.inject({ method: 'GET', url: '/api/test-crash' });
      expectError(crash, 500, 'internal_error', GENERIC_ERROR_MESSAGE);
      assert.doesNotMatch(crash.body, /hunter2/);
      const unavailable = await app.inject({ method: 'GET', url: '/api/test-unavailable' });
      expectError(unavailable, 503, 'service_unavailable');
      assert.doesNotMatch(unavailable.body, /pool/);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the error body with its codes as an enum, and every operation refers to it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json() as {
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const errorBody = document.components.schemas.ErrorResponse;
    assert.ok(errorBody, 'ErrorResponse is a component');
    assert.deepEqual(errorBody.properties.code?.enum, [...errorCodes]);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    assert.ok(operations.length > 40);
    for (const operation of operations) {
      assert.deepEqual(operation.responses.default, {
        description: (operation.responses.default as { description: string }).description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      });
    }
  });
});
