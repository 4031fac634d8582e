/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profile, renderShell, setupShellTests } from '../test/render-shell';

setupShellTests();

describe('route table', () => {
  it.each([
    '/',
    '/about-us',
    '/terms-and-conditions',
    '/privacy-policy',
    '/signup',
    '/signup/ADA123',
    '/login',
    '/forgot-password',
    '/reset-user-password',
    // The shell holds no list of public pages: marketing answers these (a new page, a redirect, or its
    // own not-found page).
    '/terms',
    '/no-such-page',
    '/about-us/team',
    '/signup/ADA123/extra',
  ])('%s goes to the marketing remote inside the public layout', async (path) => {
    const { loadRemoteRoutes } = renderShell({ path });
    expect(await screen.findByText(`marketing area at ${path}`)).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('marketing');
    expect(screen.getByRole('link', { name: 'Vestora home' })).toBeInTheDocument();
    // Inside a landmark (the page footer), not loose text after the main content.
    expect(
      within(screen.getByRole('contentinfo')).getByRole('note', { name: 'Risk warning' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it.each([
    '/dashboard',
    '/dashboard/buy-plan/bitcoin',
    '/dashboard/profile/edit-profile',
    '/dashboard/whatever',
  ])('%s is the investor area inside the dashboard layout', async (path) => {
    const { loadRemoteRoutes } = renderShell({ path, user: profile() });
    expect(await screen.findByText(`investor area at ${path}`)).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('investor');
    expect(loadRemoteRoutes).not.toHaveBeenCalledWith('marketing');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-controls');
    expect(screen.getByText('Signed in as')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Risk warning' })).not.toBeInTheDocument();
  });

  it.each(['/dashboard/admin/manage-plan', '/dashboard/admin/manage-users/4/user-plans'])(
    '%s is the admin area inside the dashboard layout',
    async (path) => {
      const { loadRemoteRoutes } = renderShell({ path, user: profile({ role: 'admin' }) });
      expect(await screen.findByText(`admin area at ${path}`)).toBeInTheDocument();
      expect(loadRemoteRoutes).toHaveBeenCalledWith('admin');
      expect(loadRemoteRoutes).not.toHaveBeenCalledWith('investor');
    },
  );

  it('leaves /terms to the marketing remote: the shell redirects nothing itself', async () => {
    const { location } = renderShell({ path: '/terms' });
    expect(await screen.findByText('marketing area at /terms')).toBeInTheDocument();
    expect(location()).toBe('/terms');
  });

  it('scrolls to the top on every route change', async () => {
    renderShell({ path: '/about-us' });
    await screen.findByText('marketing area at /about-us');
    const scrollTo = jest.mocked(window.scrollTo);
    const before = scrollTo.mock.calls.length;
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('marketing area at /login')).toBeInTheDocument();
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
  });
});
