/** @jest-environment ./test/jsdom-fetch-environment.cjs */

import { profileFixture } from '../testing/fixtures';
import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from './client';
import { createStandaloneSession, type StandaloneAccess } from './standalone-session';
import type { Profile } from './types';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: POST /login accepts `password` "right"; POST /me answers `profile`. */
const serve = (profile: Profile) => {
  const fetchMock = jest.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/login') {
      const body = (await request.json()) as { password: string };
      return body.password === 'right'
        ? json({
            access_token: 'tok',
            token_type: 'Bearer',
            expires_at: '2030-01-01T00:00:00Z',
            message: 'Login successful',
          })
        : json({ message: 'Unauthorized', error: 'Invalid username or password.' }, 401);
    }
    if (path === '/api/me') return json({ user: profile });
    if (path === '/api/logout') return json({ message: 'Logged out' });
    return json({ message: 'not found' }, 404);
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch, onSetupFailure: jest.fn() });
  return fetchMock;
};

const started = (access: StandaloneAccess) => {
  const session = createStandaloneSession(access);
  const listener = jest.fn();
  const stop = session.subscribe(listener);
  return { session, listener, stop };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  resetApiConfig();
});

describe('createStandaloneSession', () => {
  it('public areas are open without a session', () => {
    const { session, stop } = started('public');
    expect(session.getState().gate).toEqual({ status: 'open' });
    expect(session.getState().signedInAs).toBeNull();
    stop();
  });

  it('user areas ask for sign-in, then open once the profile is loaded', async () => {
    serve(profileFixture({ username: 'ada' }));
    const { session, listener, stop } = started('user');
    expect(session.getState().gate).toEqual({ status: 'signed-out', error: null });

    await session.signIn('ada', 'right');
    expect(session.getState().gate).toEqual({ status: 'open' });
    expect(session.getState().signedInAs).toBe('ada');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('tok');
    expect(listener).toHaveBeenCalled();
    stop();
  });

  it("rejects a bad sign-in with the call's error (the server's error text inside)", async () => {
    serve(profileFixture());
    const { session, stop } = started('user');
    await expect(session.signIn('ada', 'wrong')).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      error: 'Invalid username or password.',
    });
    expect(session.getState().gate.status).toBe('signed-out');
    stop();
  });

  it('admin areas refuse a signed-in non-admin', async () => {
    serve(profileFixture({ username: 'ada', role: 'user' }));
    const { session, stop } = started('admin');
    await session.signIn('ada', 'right');
    expect(session.getState().gate).toEqual({ status: 'forbidden', username: 'ada' });
    stop();
  });

  it('loads the profile for a stored token, and signs out', async () => {
    serve(profileFixture({ role: 'admin', username: 'root' }));
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stored');
    const { session, stop } = started('admin');
    expect(session.getState().gate).toEqual({ status: 'loading' });
    await settle();
    expect(session.getState().gate).toEqual({ status: 'open' });

    await expect(session.signOut()).resolves.toEqual({ ok: true, message: 'Logout successful!' });
    expect(session.getState().gate).toEqual({ status: 'signed-out', error: null });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    stop();
  });

  it('keeps the same state object until something changes', () => {
    const { session, stop } = started('public');
    expect(session.getState()).toBe(session.getState());
    const before = session.getState();
    session.toggleTheme();
    expect(session.getState()).not.toBe(before);
    expect(session.getState().mode).not.toBe(before.mode);
    expect(document.documentElement.classList.contains('dark')).toBe(session.getState().mode === 'dark');
    stop();
  });
});
