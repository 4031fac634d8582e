import type { MessageResponse, Plan, PlanBody } from 'shared-api/types';

/** A request the fake server received: method, path under /api, parsed JSON body. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: ReceivedRequest) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A promise the test settles by hand, to hold a response in flight. */
export const deferred = <T>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
};

const message = (text: string): MessageResponse => ({ message: text });

/**
 * An in-memory /api for the plan calls (GET /plans, POST /create-plan, /edit-plan/{id}, /delete-plan/{id}),
 * to pass as `configureApi({ fetch })`. `override('POST delete-plan/2', handler)` replaces one route's
 * answer (failures, held responses); `requests` records every call.
 */
export function createFakePlanServer(initialPlans: Plan[]) {
  let plans = [...initialPlans];
  let nextId = Math.max(0, ...plans.map((plan) => plan.id)) + 1;
  const requests: ReceivedRequest[] = [];
  const overrides = new Map<string, Handler>();

  const routes = (request: ReceivedRequest): Response => {
    const { method, path } = request;
    if (method === 'GET' && path === 'plans') return jsonResponse({ plans });
    const [action, rawId] = path.split('/');
    const id = Number(rawId);
    if (method === 'POST' && action === 'create-plan') {
      plans = [...plans, { id: nextId++, ...(request.body as PlanBody) }];
      return jsonResponse(message('Plan created successfully.'));
    }
    if (method === 'POST' && action === 'edit-plan' && plans.some((plan) => plan.id === id)) {
      plans = plans.map((plan) => (plan.id === id ? { id, ...(request.body as PlanBody) } : plan));
      return jsonResponse(message('Plan updated successfully.'));
    }
    if (method === 'POST' && action === 'delete-plan' && plans.some((plan) => plan.id === id)) {
      plans = plans.filter((plan) => plan.id !== id);
      return jsonResponse(message('Plan deleted successfully.'));
    }
    return jsonResponse(message('Not found.'), 404);
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const received: ReceivedRequest = { method: request.method, path, body: await readJson(request) };
    requests.push(received);
    const override = overrides.get(`${received.method} ${path}`);
    return override ? override(received) : routes(received);
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** The plans as the server holds them now. */
    plans: (): Plan[] => plans,
    override: (route: string, handler: Handler): void => {
      overrides.set(route, handler);
    },
    restore: (route: string): void => {
      overrides.delete(route);
    },
    /** The requests to one route, e.g. `calls('POST create-plan')`. */
    calls: (route: string): ReceivedRequest[] =>
      requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}

export type FakePlanServer = ReturnType<typeof createFakePlanServer>;

export const samplePlans: Plan[] = [
  { id: 1, title: 'Starter', roi: 1.5, duration: 30, min_amount: 50, max_amount: 999 },
  { id: 2, title: 'Growth', roi: 2, duration: 60, min_amount: 1000, max_amount: 9999 },
  { id: 3, title: 'Premium', roi: 2.5, duration: 90, min_amount: 10000, max_amount: 100000 },
];
