/**
 * Malformed input against every registered API route (from the route catalog, so routes added later are
 * fuzzed too), as an admin, a user and a guest: random JSON, wrong types in the route's own fields, huge
 * strings, bad ids in the path, random query strings, non-JSON, broken JSON, oversized and multipart bodies,
 * text PostgreSQL cannot store (U+0000, lone surrogates) anywhere, and malformed multipart bodies.
 *
 * For every request: never a 5xx; every 4xx is JSON with a `message` and a listed `code`. When the input is malformed (the
 * route's own schema refuses it, the body cannot be parsed, or the caller may not use the route), the answer
 * is a 4xx and no table changed: every table's rows are fingerprinted before and after.
 *
 * Seeded and bounded: 6 runs per route and role; FUZZ_SEED=<n> and FUZZ_RUNS=<n> explore further.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { isErrorCode } from 'shared-api/error-codes';
import { hashToken, newToken } from '../src/lib/tokens';
import { createTestApp } from './helpers/app';
import { startFakeProvider } from './helpers/fake-provider';
import { createPlanRow } from './helpers/money';
import { multipartBody } from './helpers/multipart';
import {
  accepts,
  apiRoutes,
  type CatalogRoute,
  changedTables,
  databaseFingerprint,
  fieldNames,
  fillPath,
  paramNames,
  routeName,
  takesMultipart,
} from './helpers/route-catalog';
import { createUser } from './helpers/users';

const RUNS_PER_ROLE = Number(process.env.FUZZ_RUNS ?? 6);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
/** Over the app's 1 MB body limit. */
const OVERSIZED = 1024 * 1024 + 10;
const HUGE_STRING = 'x'.repeat(200_000);

// Live providers, so the market routes answer as in production (with no prices at all they answer 503).
const prices = await startFakeProvider({
  kind: 'json',
  body: { bitcoin: { usd: 1 }, ethereum: { usd: 1 }, ripple: { usd: 1 }, solana: { usd: 1 } },
});
const news = await startFakeProvider({ kind: 'json', body: { articles: [] } });
const ctx = await createTestApp({ pricesUrl: prices.url, newsUrl: news.url });
const db = ctx.app.db;
const routes = apiRoutes(ctx.app);

// Ids 1..5 of users (and of the first plans and transactions) belong to bystanders, so a valid-looking id in
// a fuzzed path may hit a real row without ever touching the accounts doing the fuzzing.
const bystanders = [];
for (let index = 0; index < 5; index += 1) bystanders.push(await createUser(db, { level: 3 }));
const plan = await createPlanRow(db);
const REAL_IDS = [...bystanders.map((bystander) => bystander.id), plan.id];
const accounts = {
  admin: await createUser(db, { role: 'admin', level: 3 }),
  user: await createUser(db, { level: 3 }),
};
type Role = 'admin' | 'user' | 'guest';
const roles: Role[] = ['admin', 'user', 'guest'];

after(async () => {
  await ctx.close();
  await prices.close();
  await news.close();
});

/**
 * Whatever valid input did before (a logout, a role switch, a suspension), each route and role starts from
 * the same accounts with fresh sessions.
 */
const resetAccounts = async (): Promise<Record<Role, string | null>> => {
  const tokens: Record<Role, string | null> = { admin: newToken(), user: newToken(), guest: null };
  for (const role of ['admin', 'user'] as const) {
    const { id } = accounts[role];
    await db
      .updateTable('users')
      .set({ role, suspended: false, deleted_at: null })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('sessions')
      .values({
        user_id: id,
        token_hash: hashToken(tokens[role] ?? ''),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
  }
  return tokens;
};

// ---------------------------------------------------------------------------------------------------------
// Inputs

const badIds = fc.oneof(
  fc.constantFrom('-1', '0', '1.5', 'NaN', 'Infinity', 'abc', '1e400', '99999999999999999999', ' 7', '0x10'),
  fc.constantFrom('null', '[]', '{}', '%00', 'true', '-0', '1_000', '٣'),
  fc.integer({ max: 0 }).map(String),
  fc.double({ noDefaultInfinity: true }).map(String),
  fc.string({ maxLength: 30 }),
);
const pathValue = fc.oneof(
  { weight: 3, arbitrary: badIds },
  { weight: 1, arbitrary: fc.constantFrom(...REAL_IDS).map(String) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000_000, max: 2_000_000_000 }).map(String),
  },
);

/** Text with a NUL or an unpaired surrogate somewhere: refused at the input boundary, wherever it is sent. */
const unstorableText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', 'x\uD800', '\uDC00y', 'ok\uDBFF', '\uDFFF\uD800'),
  fc
    .tuple(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
      fc.string({ maxLength: 12 }),
    )
    .map(([before, bad, rest]) => `${before}${bad}${rest}`),
);
/** Mirrors the server's rule, written independently so the test does not trust the code it checks. */
const hasUnstorableText = (value: unknown): boolean => {
  if (typeof value === 'string') {
    return (
      value.includes('\u0000') ||
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)
    );
  }
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => hasUnstorableText(key) || hasUnstorableText(item));
};

const wrongValue = fc.oneof(
  unstorableText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '-1', '1e309', 'NaN', '<script>alert(1)</script>', "' OR 1=1 --", HUGE_STRING),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; value: string }
  | { kind: 'broken-json'; value: string }
  | { kind: 'oversized' }
  | { kind: 'multipart'; fields: Record<string, string>; file: Uint8Array | null }
  | { kind: 'broken-multipart'; shape: BrokenMultipart };

type BrokenMultipart = 'no-boundary' | 'empty' | 'truncated' | 'garbage' | 'wrong-boundary';
const brokenMultipart = (shape: BrokenMultipart): { payload: Buffer; type: string } => {
  const form = multipartBody({ address: 'x', ssn: 'y' }, [
    { field: 'qr_code', filename: 'f.png', type: 'image/png', bytes: new Uint8Array(200).fill(7) },
  ]);
  const type = form.headers['content-type'] ?? 'multipart/form-data';
  switch (shape) {
    case 'no-boundary':
      return { payload: form.payload, type: 'multipart/form-data' };
    case 'empty':
      return { payload: Buffer.alloc(0), type };
    case 'truncated':
      return { payload: form.payload.subarray(0, form.payload.length >> 1), type };
    case 'garbage':
      return { payload: Buffer.from([0, 255, 13, 10, 45, 45, 0, 1, 2]), type };
    case 'wrong-boundary':
      return { payload: form.payload, type: 'multipart/form-data; boundary=nothing-like-it' };
  }
};

const bodyFor = (route: CatalogRoute): fc.Arbitrary<Body> => {
  const fields = fieldNames(route.schema.body);
  const wrongTypes = fields.length
    ? fc.record(Object.fromEntries(fields.map((field) => [field, wrongValue])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 10 }), wrongValue, { maxKeys: 4 });
  return fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    fc.jsonValue({ maxDepth: 3 }).map<Body>((value) => ({ kind: 'json', value })),
    wrongTypes.map<Body>((value) => ({ kind: 'json', value })),
    fc.string({ maxLength: 60 }).map<Body>((value) => ({ kind: 'text', value })),
    fc
      .constantFrom('{"a":', '{', '[1,', 'undefined', "{'a':1}", '')
      .map<Body>((value) => ({ kind: 'broken-json', value })),
    fc.constant<Body>({ kind: 'oversized' }),
    fc
      .record({
        fields: fc.dictionary(
          fc.constantFrom('address', 'ssn', 'occupation', 'salary', 'x', ...fields),
          fc.oneof(
            { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
            { weight: 1, arbitrary: unstorableText },
          ),
          { maxKeys: 3 },
        ),
        file: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: null }),
      })
      .map<Body>((value) => ({ kind: 'multipart', ...value })),
    fc
      .constantFrom<BrokenMultipart>('no-boundary', 'empty', 'truncated', 'garbage', 'wrong-boundary')
      .map<Body>((shape) => ({ kind: 'broken-multipart', shape })),
  );
};

const queryFor = (route: CatalogRoute) =>
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(...fieldNames(route.schema.querystring), 'limit', 'cursor'),
      fc.stringMatching(/^[a-z_]{1,10}$/),
    ),
    fc.oneof(badIds, fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', 'a\u0000b', 'ad%00min')),
    { maxKeys: 3 },
  );

interface FuzzCase {
  params: Record<string, string>;
  body: Body;
  query: Record<string, string>;
}

const caseFor = (route: CatalogRoute): fc.Arbitrary<FuzzCase> => {
  const names = paramNames(route.url);
  return fc
    .record({
      params: fc.tuple(...names.map(() => pathValue)),
      body: bodyFor(route),
      query: queryFor(route),
    })
    .map(({ params, body, query }) => ({
      params: Object.fromEntries(names.map((name, index) => [name, params[index] ?? ''])),
      body,
      query,
    }));
};

// ---------------------------------------------------------------------------------------------------------
// Sending and judging

const send = (
  route: CatalogRoute,
  input: FuzzCase,
  token: string | null,
): Promise<LightMyRequestResponse> => {
  const search = new URLSearchParams(input.query).toString();
  const url = `${fillPath(route.url, input.params)}${search ? `?${search}` : ''}`;
  const base = { token, headers: {} as Record<string, string> };
  const method = route.method as 'GET';
  switch (input.body.kind) {
    case 'none':
      return ctx.api.call(method, url, base);
    case 'json':
      return ctx.api.call(method, url, {
        ...base,
        payload: JSON.stringify(input.body.value) ?? 'null',
        headers: { 'content-type': 'application/json' },
      });
    case 'text':
      return ctx.api.call(method, url, {
        ...base,
        payload: input.body.value,
        headers: { 'content-type': 'text/plain' },
      });
    case 'broken-json':
      return ctx.api.call(method, url, {
        ...base,
        payload: input.body.value,
        headers: { 'content-type': 'application/json' },
      });
    case 'oversized':
      return ctx.api.call(method, url, {
        ...base,
        payload: JSON.stringify({ data: 'x'.repeat(OVERSIZED) }),
        headers: { 'content-type': 'application/json' },
      });
    case 'multipart': {
      const files = input.body.file
        ? [{ field: 'qr_code', filename: 'f.png', type: 'image/png', bytes: input.body.file }]
        : [];
      const form = multipartBody(input.body.fields, files);
      return ctx.api.call(method, url, { ...base, payload: form.payload, headers: form.headers });
    }
    case 'broken-multipart': {
      const { payload, type } = brokenMultipart(input.body.shape);
      return ctx.api.call(method, url, { ...base, payload, headers: { 'content-type': type } });
    }
  }
};

const callerRefused = (route: CatalogRoute, role: Role): boolean =>
  (route.access === 'user' && role === 'guest') || (route.access === 'admin' && role !== 'admin');

/** The body as the route's schema sees it, or `refused` when it cannot even be parsed. */
const parsedBody = (
  route: CatalogRoute,
  body: Body,
): { refused: true } | { refused: false; value: unknown } => {
  if (route.method === 'GET') return { refused: false, value: undefined };
  switch (body.kind) {
    case 'broken-json':
    case 'oversized':
      return { refused: true };
    case 'json':
      return { refused: false, value: body.value };
    case 'text':
      return route.schema.body || takesMultipart(route)
        ? { refused: true }
        : { refused: false, value: body.value };
    case 'none':
    case 'multipart':
    case 'broken-multipart':
      return { refused: false, value: undefined };
  }
};

/** True when no valid request looks like this one: the route must refuse it and write nothing. */
const isMalformed = (route: CatalogRoute, role: Role, input: FuzzCase): boolean => {
  if (callerRefused(route, role)) return true;
  if (hasUnstorableText(input.params) || hasUnstorableText(input.query)) return true;
  if (route.method !== 'GET' && input.body.kind === 'json' && hasUnstorableText(input.body.value))
    return true;
  if (takesMultipart(route) && input.body.kind === 'multipart' && hasUnstorableText(input.body.fields)) {
    return true;
  }
  if (!accepts(route.schema.params, input.params)) return true;
  if (!accepts(route.schema.querystring, input.query)) return true;
  const body = parsedBody(route, input.body);
  if (body.refused) return true;
  // Random fields and bytes (never an image's magic number) cannot make a complete upload form.
  if (takesMultipart(route)) return true;
  return !accepts(route.schema.body, body.value);
};

const describeInput = (role: Role, input: FuzzCase): string =>
  JSON.stringify({ role, ...input, body: { ...input.body, value: summary(input.body) } });
const summary = (body: Body): unknown => {
  if (body.kind === 'json') {
    const text = JSON.stringify(body.value) ?? 'undefined';
    return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : body.value;
  }
  return body.kind === 'text' || body.kind === 'broken-json' ? body.value : undefined;
};

const fuzzed = new Set<string>();

describe('fuzzing every route with malformed input', () => {
  for (const [index, route] of routes.entries()) {
    const name = routeName(route);
    it(name, async () => {
      for (const [roleIndex, role] of roles.entries()) {
        const token = (await resetAccounts())[role];
        let print = await databaseFingerprint(db);
        await fc.assert(
          fc.asyncProperty(caseFor(route), async (input) => {
            const malformed = isMalformed(route, role, input);
            const response = await send(route, input, token);
            const where = `${name} ${describeInput(role, input)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            assert.ok(response.statusCode < 500, `server error: ${where}`);
            if (response.statusCode >= 400) {
              let body: { message?: unknown; code?: unknown } = {};
              try {
                body = response.json();
              } catch {
                body = {};
              }
              assert.ok(
                typeof body.message === 'string' && body.message.length > 0,
                `4xx without a JSON message: ${where}`,
              );
              assert.ok(isErrorCode(body.code), `4xx without a listed code: ${where}`);
            }
            const now = await databaseFingerprint(db);
            if (malformed) {
              assert.ok(response.statusCode >= 400, `malformed input was accepted: ${where}`);
              const changed = changedTables(print, now);
              assert.deepEqual(changed, [], `malformed input changed ${changed.join(', ')}: ${where}`);
            }
            print = now;
          }),
          {
            numRuns: RUNS_PER_ROLE,
            seed: BASE_SEED + index * 10 + roleIndex,
            endOnFailure: true,
            includeErrorInReport: true,
          },
        );
      }
      fuzzed.add(name);
    });
  }

  it('fuzzed every registered API route', () => {
    const missing = routes.map(routeName).filter((name) => !fuzzed.has(name));
    assert.deepEqual(missing, [], `routes not fuzzed (or failed): ${missing.join(', ')}`);
    assert.equal(fuzzed.size, routes.length);
  });
});
