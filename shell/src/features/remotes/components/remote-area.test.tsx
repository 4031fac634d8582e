/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { RemoteName } from '../../../lib/remote-types';
import { fakeRemoteRoutes, profile, renderShell, setupShellTests } from '../../../test/render-shell';
import { REMOTE_ERROR_TITLE } from './remote-error-boundary';

setupShellTests();

/** A loader whose first attempts for `failing` reject; every other load serves the fake remote. */
const loaderFailingFirst = (failing: RemoteName, failures = 1) => {
  let left = failures;
  return jest.fn(async (name: RemoteName): Promise<ComponentType> => {
    if (name === failing && left > 0) {
      left -= 1;
      throw new Error(`ScriptExternalLoadError: ${name}`);
    }
    return fakeRemoteRoutes[name];
  });
};

/** An investor remote that throws while rendering until the test repairs it. */
let investorBroken = false;
function FlakyInvestor() {
  if (investorBroken) throw new Error('Cannot read properties of undefined');
  const Investor = fakeRemoteRoutes.investor;
  return <Investor />;
}

describe('remote areas', () => {
  beforeEach(() => {
    // React and the boundary report the caught errors; the behaviour is what is asserted here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a retry panel when a remote cannot be loaded, and Retry loads it without a reload', async () => {
    const loadRemoteRoutes = loaderFailingFirst('marketing');
    renderShell({ path: '/about-us', loadRemoteRoutes });

    expect(await screen.findByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/rest of the site keeps working/);
    // The chrome around the failed area still works.
    expect(screen.getByRole('link', { name: 'Vestora home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Risk warning' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('marketing area at /about-us')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: REMOTE_ERROR_TITLE })).not.toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the panel while the remote keeps failing', async () => {
    const loadRemoteRoutes = loaderFailingFirst('marketing', 2);
    renderShell({ path: '/', loadRemoteRoutes });
    await screen.findByRole('heading', { name: REMOTE_ERROR_TITLE });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('marketing area at /')).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledTimes(3);
  });

  it('catches a remote that throws while rendering; Retry renders it again', async () => {
    investorBroken = true;
    const loadRemoteRoutes = jest.fn(
      async (name: RemoteName): Promise<ComponentType> =>
        name === 'investor' ? FlakyInvestor : fakeRemoteRoutes[name],
    );
    renderShell({ path: '/dashboard/user-plan', user: profile(), loadRemoteRoutes });

    expect(await screen.findByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeInTheDocument();
    // The dashboard layout stays: header with the user, the menu toggle, the menu with Logout.
    expect(screen.getByText('ada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));

    investorBroken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('investor area at /dashboard/user-plan')).toBeInTheDocument();
  });

  it('lets an admin use the admin area while the investor remote is down', async () => {
    const loadRemoteRoutes = loaderFailingFirst('investor', Number.POSITIVE_INFINITY);
    const { location } = renderShell({
      path: '/dashboard',
      user: profile({ role: 'admin' }),
      loadRemoteRoutes,
    });
    expect(await screen.findByRole('heading', { name: REMOTE_ERROR_TITLE })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Manage users' }));
    expect(await screen.findByText('admin area at /dashboard/admin/manage-users')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/admin/manage-users');
  });

  it('does not load a remote again when its area is visited again', async () => {
    const loadRemoteRoutes = loaderFailingFirst('investor', 0);
    renderShell({ path: '/dashboard', user: profile({ role: 'admin' }), loadRemoteRoutes });
    await screen.findByText('investor area at /dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Manage plans' }));
    await screen.findByText('admin area at /dashboard/admin/manage-plan');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText('investor area at /dashboard/profile')).toBeInTheDocument();
    expect(loadRemoteRoutes.mock.calls.map(([name]) => name)).toEqual(['investor', 'admin']);
  });
});
