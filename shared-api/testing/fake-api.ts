/**
 * An in-memory Vestora API on MSW, shared by the component tests of every package: the calls the screens
 * make today, answered the way mock-server answers them (same paths, bodies and messages), over the real
 * `fetch` that shared-api's client uses. `serveFakeApi({ plans })` installs it for one test and returns its
 * data (mutated by the calls, as the server's database would be) and the requests it received. A test
 * changes one answer with MSW itself: `mswServer.use(http.post(apiPath('delete-plan/1'), () => ...))`.
 * Bodies are checked with the contract's own schemas, and a refused one is answered as the server's error
 * handler answers it (400 `validation_failed` with each field's problem), so forms meet the real messages.
 */
import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { ZodType } from 'zod';
import { loginBody } from '../src/contract/auth';
import { planBody } from '../src/contract/plans';
import type {
  Adjustment,
  CryptoPrices,
  Plan,
  PlanBody,
  PricePoint,
  Profile,
  Transaction,
  UserPlan,
  UserStatistics,
} from '../src/types';
import { pricesFixture, profileFixture, statisticsFixture } from './fixtures';
import { mswServer } from './msw-server';

/** A request the fake API received: method, path under /api, parsed JSON body. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApiData {
  plans: Plan[];
  /** Who `POST /me` answers for when the request carries a token; null: every token is refused. */
  user: Profile | null;
  /** The password `POST /login` accepts for `user.username`. */
  password: string;
  transactions: Transaction[];
  statistics: UserStatistics;
  /** What `GET /crypto-prices` answers; null: 503, no prices ever. */
  prices: CryptoPrices | null;
  /** The points `GET /crypto-prices/history` answers, whatever the coin and range. */
  priceHistory: PricePoint[];
  /** The signed-in user's plans (`GET /get-user-plans`). */
  userPlans: UserPlan[];
  /** The four-eyes queue (`GET /adjustments`, narrowed by `status`); an admin's side menu counts it. */
  adjustments: Adjustment[];
}

/** MSW's pattern for a path under /api, on whatever origin the page has (`'plans'` → `*\/api/plans`). */
export const apiPath = (path: string): string => `*/api/${path.replace(/^\/+/, '')}`;

/** `HttpResponse.json` with the server's `{ message }` error shape. */
export const apiError = (status: number, message: string): Response =>
  HttpResponse.json({ message }, { status });

const json = (body: JsonBodyType, status = 200): Response => HttpResponse.json(body, { status });

/**
 * A refused input as mock-server's error handler answers it: 400 `validation_failed`, the first problem as
 * the message, and each field's first problem by its dotted path in `fields`.
 */
export const validationError = (fields: Record<string, string>, message?: string): Response =>
  json(
    {
      code: 'validation_failed',
      message: message ?? Object.values(fields)[0] ?? 'The request is not valid.',
      fields,
    },
    400,
  );

/** The answer to a body `schema` refuses (as the server's validation would), or null when it passes. */
const refusal = (schema: ZodType, body: unknown): Response | null => {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return validationError(fields, result.error.issues[0]?.message);
};

const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
};

const TOKEN = 'fake-api-token';

/** The MSW handlers of one fake API over `data` (exported for tests that install them themselves). */
export const fakeApiHandlers = (data: FakeApiData) => {
  let nextPlanId = Math.max(0, ...data.plans.map((plan) => plan.id)) + 1;
  const planIndex = (id: unknown) => data.plans.findIndex((plan) => plan.id === Number(id));
  const signedIn = (request: Request) =>
    data.user !== null && (request.headers.get('authorization') ?? '').startsWith('Bearer ');

  return [
    http.post(apiPath('login'), async ({ request }) => {
      const raw = await readJson(request);
      const refused = refusal(loginBody, raw);
      if (refused) return refused;
      const body = raw as { username: string; password: string };
      if (!data.user || body.username.trim() !== data.user.username || body.password !== data.password) {
        return json(
          { message: 'Invalid username or password.', error: 'Invalid username or password.' },
          401,
        );
      }
      return json({
        access_token: TOKEN,
        token_type: 'Bearer',
        expires_at: '2099-01-01T00:00:00Z',
        message: 'Login successful',
      });
    }),
    http.post(apiPath('me'), ({ request }) =>
      signedIn(request) ? json({ user: data.user }) : apiError(401, 'Please sign in to continue.'),
    ),
    http.post(apiPath('logout'), () => json({ message: 'Logout successful!' })),

    http.get(apiPath('plans'), () => json({ plans: data.plans })),
    http.post(apiPath('create-plan'), async ({ request }) => {
      const body = await readJson(request);
      const refused = refusal(planBody, body);
      if (refused) return refused;
      data.plans = [...data.plans, { id: nextPlanId++, ...(body as PlanBody) }];
      return json({ message: 'Plan created successfully.' });
    }),
    http.post(apiPath('edit-plan/:id'), async ({ request, params }) => {
      const index = planIndex(params.id);
      if (index < 0) return apiError(404, 'Not found.');
      const body = await readJson(request);
      const refused = refusal(planBody, body);
      if (refused) return refused;
      const plan = { id: Number(params.id), ...(body as PlanBody) };
      data.plans = data.plans.map((existing, at) => (at === index ? plan : existing));
      return json({ message: 'Plan updated successfully.' });
    }),
    http.post(apiPath('delete-plan/:id'), ({ params }) => {
      const index = planIndex(params.id);
      if (index < 0) return apiError(404, 'Not found.');
      data.plans = data.plans.filter((_, at) => at !== index);
      return json({ message: 'Plan deleted successfully.' });
    }),

    http.get(apiPath('transactions'), () => json({ transactions: data.transactions, next_cursor: null })),
    http.get(apiPath('user-statictics/:id'), () => json(data.statistics)),
    http.get(apiPath('get-user-plans'), () => json({ user_plans: data.userPlans })),
    http.get(apiPath('adjustments'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return json({ adjustments: data.adjustments.filter((row) => !status || row.status === status) });
    }),

    http.get(apiPath('crypto-prices'), () =>
      data.prices
        ? json(data.prices)
        : json({ code: 'prices_unavailable', message: 'Prices are unavailable right now.' }, 503),
    ),
    http.get(apiPath('crypto-prices/history'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return json({ coin: query.get('coin'), range: query.get('range'), points: data.priceHistory });
    }),
  ];
};

export interface FakeApi {
  /** What the API holds now (the calls change it). */
  data: FakeApiData;
  /** Every request received, answered by the fake API or by a test's own handler. */
  requests: ReceivedRequest[];
  /** The requests to one route, e.g. `calls('POST create-plan')` (paths under /api, no query). */
  calls: (route: string) => ReceivedRequest[];
  /** Drops the handlers the test added since, so the fake API answers everything again. */
  restore: () => void;
}

/** Installs a fake API for the current test (jest.setup.ts removes it after the test). */
export const serveFakeApi = (initial: Partial<FakeApiData> = {}): FakeApi => {
  const data: FakeApiData = {
    plans: [],
    user: profileFixture(),
    password: 'Secret#2026',
    transactions: [],
    statistics: statisticsFixture(),
    prices: pricesFixture(),
    priceHistory: [],
    userPlans: [],
    adjustments: [],
    ...initial,
  };
  const requests: ReceivedRequest[] = [];
  const handlers = fakeApiHandlers(data);
  mswServer.use(...handlers);
  mswServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const received: ReceivedRequest = {
      method: request.method,
      path: url.pathname.slice('/api/'.length),
      body: undefined,
    };
    requests.push(received);
    // The copy is read while the handler reads the original; a test looks at bodies after the answers.
    void readJson(request.clone()).then(
      (body) => {
        received.body = body;
      },
      () => undefined,
    );
  });
  return {
    data,
    requests,
    calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    restore: () => {
      mswServer.resetHandlers();
      mswServer.use(...handlers);
    },
  };
};

/** A promise the test settles by hand, to hold a response in flight. */
export const deferred = <T>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};
