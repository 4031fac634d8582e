/** @jest-environment ./test/jsdom-fetch-environment.cjs */
import {
  ACCESS_TOKEN_KEY,
  ApiError,
  configureApi,
  errorMessage,
  fieldErrorsOf,
  get,
  NETWORK_ERROR_MESSAGE,
  post,
  postForm,
  redirectToLogin,
  resetApiConfig,
} from './client';

type FetchMock = jest.Mock<Promise<Response>, [Request]>;

const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const useFetch = (respond: (request: Request) => Response | Promise<Response>): FetchMock => {
  const fetchMock: FetchMock = jest.fn(async (request: Request) => respond(request));
  configureApi({ fetch: fetchMock as unknown as typeof fetch, onSetupFailure: jest.fn() });
  return fetchMock;
};

const firstRequest = (fetchMock: FetchMock): Request => {
  const call = fetchMock.mock.calls[0];
  if (!call) throw new Error('fetch was not called');
  return call[0];
};

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

beforeEach(() => {
  localStorage.clear();
  clearCookie();
  resetApiConfig();
});

describe('api client', () => {
  it('calls /api by default and returns the parsed body', async () => {
    const fetchMock = useFetch(() => jsonResponse({ plans: [] }));
    await expect(get('plans')).resolves.toEqual({ plans: [] });
    const request = firstRequest(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/plans');
    expect(request.method).toBe('GET');
  });

  it('uses a configured prefix and drops empty query values', async () => {
    const fetchMock = useFetch(() => jsonResponse({ transactions: [], next_cursor: null }));
    configureApi({ prefixUrl: 'https://api.example.test/v1' });
    await get('transactions', { searchParams: { limit: 5, cursor: undefined, type: 'deposit' } });
    expect(firstRequest(fetchMock).url).toBe('https://api.example.test/v1/transactions?limit=5&type=deposit');
  });

  it('attaches the bearer token from localStorage access_token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok-123');
    const fetchMock = useFetch(() => jsonResponse({ ok: true }));
    await get('plans');
    expect(firstRequest(fetchMock).headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = useFetch(() => jsonResponse({ ok: true }));
    await get('plans');
    expect(firstRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on state-changing requests only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; jsdom has no Cookie Store API
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const fetchMock = useFetch(() => jsonResponse({ message: 'ok' }));
    await post('create-plan', { title: 'Gold' });
    await get('plans');
    const [postCall, getCall] = fetchMock.mock.calls;
    expect(postCall?.[0].headers.get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(getCall?.[0].headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('mints an XSRF-TOKEN cookie when the page has none and echoes it in the header', async () => {
    const fetchMock = useFetch(() => jsonResponse({ message: 'ok' }));
    await post('login', { username: 'ann', password: 'x' });
    const sent = firstRequest(fetchMock).headers.get('X-XSRF-TOKEN');
    expect(sent).toMatch(/^[0-9a-f]{48}$/);
    expect(document.cookie).toContain(`XSRF-TOKEN=${sent}`);
    await post('logout');
    expect(fetchMock.mock.calls[1]?.[0].headers.get('X-XSRF-TOKEN')).toBe(sent);
  });

  it('sends JSON bodies and multipart forms', async () => {
    const bodies: string[] = [];
    const fetchMock = useFetch(async (request) => {
      bodies.push(await request.clone().text());
      return jsonResponse({ message: 'ok' });
    });
    await post('login', { username: 'ann', password: 'x' });
    const form = new FormData();
    form.set('address', 'bc1qexample');
    await postForm('create-btc-address', form);
    const [jsonCall, formCall] = fetchMock.mock.calls;
    expect(jsonCall?.[0].headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ username: 'ann', password: 'x' });
    expect(bodies[1]).toContain('bc1qexample');
    expect(formCall?.[0].headers.get('content-type')).toContain('multipart/form-data');
  });

  it('turns an error status into ApiError with the server message', async () => {
    useFetch(() => jsonResponse({ message: 'Plan not found', error: 'not_found' }, 404));
    const failure = await post('delete-plan/9').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const apiError = failure as ApiError;
    expect(apiError.status).toBe(404);
    expect(apiError.message).toBe('Plan not found');
    expect(apiError.error).toBe('not_found');
    expect(apiError.kind).toBe('http');
    expect(apiError.body).toEqual({ message: 'Plan not found', error: 'not_found' });
  });

  it("keeps a refused input's field problems, and none for other failures", async () => {
    const body = {
      code: 'validation_failed',
      message: 'ROI must be greater than zero',
      fields: { roi: 'ROI must be greater than zero', 'plans.0.roi': 'Nested', odd: 42 },
    };
    useFetch(() => jsonResponse(body, 400));
    const failure = await post('create-plan', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    // Only string messages are kept: a body is not trusted to have the declared shape.
    expect((failure as ApiError).fields).toEqual({
      roi: 'ROI must be greater than zero',
      'plans.0.roi': 'Nested',
    });
    expect(
      new ApiError('Plan not found', { status: 404, body: { message: 'Plan not found' } }).fields,
    ).toEqual({});
    expect(new ApiError('x', { status: 400, body: { fields: 'roi' } }).fields).toEqual({});
  });

  it("fieldErrorsOf picks the form's own fields, in the form's order", () => {
    const failure = new ApiError('Title is required', {
      status: 400,
      body: { fields: { max_amount: 'Too low', title: 'Title is required', other: 'Not a field' } },
    });
    expect(fieldErrorsOf(failure, ['title', 'roi', 'max_amount'] as const)).toEqual([
      { name: 'title', message: 'Title is required' },
      { name: 'max_amount', message: 'Too low' },
    ]);
    expect(fieldErrorsOf(new Error('Title is required'), ['title'])).toEqual([]);
    expect(fieldErrorsOf(new ApiError('Gone', { status: 404 }), ['title'])).toEqual([]);
  });

  it('falls back to the error field, then to a generic message', async () => {
    useFetch(() => jsonResponse({ error: 'Invalid credentials' }, 401));
    await expect(post('login', {})).rejects.toMatchObject({ message: 'Invalid credentials', status: 401 });
    useFetch(() => new Response('', { status: 500 }));
    await expect(get('plans')).rejects.toMatchObject({ message: 'Request failed (500). Please try again.' });
  });

  it('calls the setup-failure handler when no response arrives', async () => {
    const onSetupFailure = jest.fn();
    configureApi({
      fetch: jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
      onSetupFailure,
    });
    const failure = await get('plans').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('network');
    expect((failure as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(onSetupFailure).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the page is being left and the browser drops its requests', async () => {
    const onSetupFailure = jest.fn();
    configureApi({
      fetch: jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
      onSetupFailure,
    });
    window.dispatchEvent(new Event('pagehide'));
    await expect(get('plans')).rejects.toMatchObject({ kind: 'network' });
    expect(onSetupFailure).not.toHaveBeenCalled();
    // The page stays after all (back from the cache): a failure counts again.
    window.dispatchEvent(new Event('pageshow'));
    await expect(get('plans')).rejects.toMatchObject({ kind: 'network' });
    expect(onSetupFailure).toHaveBeenCalledTimes(1);
  });

  it('does not treat an HTTP error or a cancelled request as a setup failure', async () => {
    const onSetupFailure = jest.fn();
    configureApi({
      fetch: jest.fn(async () => jsonResponse({ message: 'nope' }, 403)) as unknown as typeof fetch,
      onSetupFailure,
    });
    await expect(get('users')).rejects.toBeInstanceOf(ApiError);
    const controller = new AbortController();
    controller.abort();
    configureApi({
      fetch: jest.fn(async (request: Request) => {
        request.signal.throwIfAborted();
        return jsonResponse({});
      }) as unknown as typeof fetch,
    });
    await expect(get('users', { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(onSetupFailure).not.toHaveBeenCalled();
  });

  it('the default setup-failure handler clears the token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    window.history.pushState({}, '', '/login');
    redirectToLogin(new TypeError('Failed to fetch'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('errorMessage prefers the ApiError message', () => {
    expect(errorMessage(new ApiError('Server says no', { status: 400 }), 'fallback')).toBe('Server says no');
    expect(errorMessage(new Error('internal'), 'fallback')).toBe('fallback');
  });
});
