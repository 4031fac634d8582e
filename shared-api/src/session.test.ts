/** @jest-environment ./test/jsdom-fetch-environment.cjs */
import { createStore } from 'jotai';
import { profileFixture } from '../testing/fixtures';
import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from './client';
import {
  ensureProfileAtom,
  fetchProfileAtom,
  isAdminAtom,
  isLoggedInAtom,
  LOGOUT_FAILURE_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  loginAtom,
  logoutAtom,
  profileStateAtom,
  signOutAtom,
  tokenAtom,
} from './session';

const profile = profileFixture;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (request: Request) => Response | Promise<Response>;
const serve = (routes: Record<string, Route>) => {
  const fetchMock = jest.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const route = routes[`${request.method} ${path}`];
    if (!route) return json({ message: `no route ${request.method} ${path}` }, 404);
    return route(request);
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch, onSetupFailure: jest.fn() });
  return fetchMock;
};

/** A response the test releases by hand, to observe the `loading` state. */
const deferred = () => {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

beforeEach(() => {
  localStorage.clear();
  resetApiConfig();
});

describe('session atoms', () => {
  it('tokenAtom reads and writes localStorage access_token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stored');
    const store = createStore();
    expect(store.get(tokenAtom)).toBe('stored');
    store.set(tokenAtom, 'fresh');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('fresh');
    store.set(tokenAtom, null);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('tokenAtom follows another tab through the storage event', () => {
    const store = createStore();
    const unsubscribe = store.sub(tokenAtom, () => undefined);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: 'other-tab' }));
    expect(store.get(tokenAtom)).toBe('other-tab');
    unsubscribe();
  });

  it('fetchProfile goes idle → loading → succeeded', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    const gate = deferred();
    const fetchMock = serve({ 'POST me': () => gate.promise });
    const store = createStore();
    expect(store.get(profileStateAtom).status).toBe('idle');
    const pending = store.set(fetchProfileAtom);
    expect(store.get(profileStateAtom)).toEqual({ status: 'loading', profile: null, error: null });
    // A second call while loading shares the request.
    const again = store.set(fetchProfileAtom);
    gate.release(json({ user: profile() }));
    await expect(pending).resolves.toMatchObject({ username: 'ada' });
    await again;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(profileStateAtom)).toEqual({ status: 'succeeded', profile: profile(), error: null });
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(isAdminAtom)).toBe(false);
  });

  it('fetchProfile failure stores the message and removes the token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'expired');
    serve({ 'POST me': () => json({ message: 'Your session has expired' }, 401) });
    const store = createStore();
    await store.set(fetchProfileAtom);
    expect(store.get(profileStateAtom)).toEqual({
      status: 'failed',
      profile: null,
      error: 'Your session has expired',
    });
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('fetchProfile failure keeps a readable message for empty bodies and network errors', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    serve({ 'POST me': () => new Response('', { status: 502 }) });
    const store = createStore();
    await store.set(fetchProfileAtom);
    expect(store.get(profileStateAtom).error).toBe('Request failed (502). Please try again.');
    serve({
      'POST me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    store.set(tokenAtom, 'tok2');
    await store.set(fetchProfileAtom);
    expect(store.get(profileStateAtom).status).toBe('failed');
    expect(store.get(profileStateAtom).error).toBeTruthy();
  });

  it('without a token the profile stays idle and no call is made', async () => {
    const fetchMock = serve({});
    const store = createStore();
    await expect(store.set(ensureProfileAtom)).resolves.toBeNull();
    expect(store.get(profileStateAtom).status).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('isAdmin is true for an admin profile', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    serve({ 'POST me': () => json({ user: profile({ role: 'admin' }) }) });
    const store = createStore();
    await store.set(ensureProfileAtom);
    expect(store.get(isAdminAtom)).toBe(true);
  });

  it('login saves the token and loads the profile', async () => {
    const fetchMock = serve({
      'POST login': () =>
        json({
          access_token: 'new-token',
          token_type: 'Bearer',
          expires_at: '2030-01-01T00:00:00Z',
          message: 'Login successful',
        }),
      'POST me': (request) =>
        request.headers.get('Authorization') === 'Bearer new-token'
          ? json({ user: profile() })
          : json({}, 401),
    });
    const store = createStore();
    const result = await store.set(loginAtom, { username: 'ada', password: 'Secret#123' });
    expect(result.message).toBe('Login successful');
    expect(result.profile?.username).toBe('ada');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-token');
    expect(store.get(profileStateAtom).status).toBe('succeeded');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('login failure rejects with the server error and keeps the session empty', async () => {
    serve({
      'POST login': () =>
        json({ error: 'Invalid username or password', message: 'Invalid username or password' }, 401),
    });
    const store = createStore();
    await expect(store.set(loginAtom, { username: 'ada', password: 'bad' })).rejects.toMatchObject({
      error: 'Invalid username or password',
      status: 401,
    });
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('logout resets the profile to none and idle and removes the token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    serve({ 'POST me': () => json({ user: profile() }) });
    const store = createStore();
    await store.set(fetchProfileAtom);
    store.set(logoutAtom);
    expect(store.get(profileStateAtom)).toEqual({ status: 'idle', profile: null, error: null });
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('a profile arriving after sign-out is dropped', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    const gate = deferred();
    serve({ 'POST me': () => gate.promise });
    const store = createStore();
    const pending = store.set(fetchProfileAtom);
    store.set(logoutAtom);
    gate.release(json({ user: profile() }));
    await pending;
    expect(store.get(profileStateAtom)).toEqual({ status: 'idle', profile: null, error: null });
  });

  it('signOut clears local data on success and on failure', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    serve({ 'POST logout': () => json({ message: 'Logged out' }) });
    const store = createStore();
    await expect(store.set(signOutAtom)).resolves.toEqual({ ok: true, message: LOGOUT_SUCCESS_MESSAGE });
    expect(store.get(tokenAtom)).toBeNull();

    store.set(tokenAtom, 'tok2');
    serve({ 'POST logout': () => json({ message: 'Session already closed' }, 401) });
    await expect(store.set(signOutAtom)).resolves.toEqual({
      ok: false,
      message: 'Session already closed',
      error: expect.objectContaining({ status: 401 }),
    });
    expect(store.get(tokenAtom)).toBeNull();

    store.set(tokenAtom, 'tok3');
    serve({ 'POST logout': () => new Response('', { status: 500 }) });
    const result = await store.set(signOutAtom);
    expect(result.ok).toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
    expect(LOGOUT_FAILURE_MESSAGE).toBe('Logout failed. Please try again.');
  });
});
