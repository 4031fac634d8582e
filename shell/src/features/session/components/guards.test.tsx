/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ACCESS_TOKEN_KEY } from 'shared-api/client';
import { getPlans } from 'shared-api/plan-calls';
import { apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { json, profile, renderShell, setupShellTests } from '../../../test/render-shell';

setupShellTests();

describe('navigation guards', () => {
  it.each(['/dashboard', '/dashboard/profile', '/dashboard/admin/manage-plan'])(
    'sends a guest on %s to /login',
    async (path) => {
      const { location, loadRemoteRoutes, fetchMock } = renderShell({ path });
      expect(await screen.findByText('marketing area at /login')).toBeInTheDocument();
      expect(location()).toBe('/login');
      expect(loadRemoteRoutes).not.toHaveBeenCalledWith('investor');
      expect(loadRemoteRoutes).not.toHaveBeenCalledWith('admin');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends a signed-in non-admin on an admin path to /dashboard', async () => {
    const { location, loadRemoteRoutes } = renderShell({
      path: '/dashboard/admin/manage-users',
      user: profile({ role: 'user' }),
    });
    expect(await screen.findByText('investor area at /dashboard')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(loadRemoteRoutes).not.toHaveBeenCalledWith('admin');
  });

  it('lets an admin into the admin area', async () => {
    const { location } = renderShell({
      path: '/dashboard/admin/manage-users',
      user: profile({ role: 'admin' }),
    });
    expect(await screen.findByText('admin area at /dashboard/admin/manage-users')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/admin/manage-users');
  });

  it('shows the loading screen while the profile loads, then the page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pendingProfile = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { fetchMock } = renderShell({
      path: '/dashboard',
      user: profile(),
      api: { 'POST me': () => pendingProfile },
    });
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByText(/investor area/)).not.toBeInTheDocument();
    answer(json({ user: profile() }));
    expect(await screen.findByText('investor area at /dashboard')).toBeInTheDocument();
    const profileCalls = fetchMock.mock.calls.filter(([request]) =>
      (request as Request).url.endsWith('/api/me'),
    );
    expect(profileCalls).toHaveLength(1);
  });

  it('loads the profile once, and plans and transactions after it', async () => {
    const { fetchMock } = renderShell({ path: '/dashboard', user: profile() });
    await screen.findByText('investor area at /dashboard');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const calls = fetchMock.mock.calls.map(([request]) => {
      const { method, url } = request as Request;
      return `${method} ${new URL(url).pathname}`;
    });
    expect(calls.sort()).toEqual(['GET /api/plans', 'GET /api/transactions', 'POST /api/me']);
  });

  it('removes the token and goes to /login when the profile cannot be loaded', async () => {
    const { location } = renderShell({
      path: '/dashboard/profile',
      user: profile(),
      api: { 'POST me': () => json({ message: 'Unauthenticated.' }, 401) },
    });
    expect(await screen.findByText('marketing area at /login')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows the Dashboard button instead of Sign in and Register once a profile exists', async () => {
    renderShell({ path: '/', user: profile() });
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('clears the session and goes to /login through the router when a request cannot be sent', async () => {
    const { location } = renderShell({
      path: '/dashboard/buy-plan',
      user: profile(),
      api: {
        'GET plans': () => HttpResponse.error(),
      },
    });
    expect(await screen.findByText('marketing area at /login')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('leaves a guest where they are when a request cannot be sent', async () => {
    const { location } = renderShell({ path: '/signup' });
    await screen.findByText('marketing area at /signup');
    mswServer.use(http.get(apiPath('plans'), () => HttpResponse.error()));
    await expect(getPlans()).rejects.toMatchObject({ kind: 'network' });
    expect(location()).toBe('/signup');
  });
});
