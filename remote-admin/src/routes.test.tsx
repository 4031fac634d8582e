/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { profileFixture, signedInStore } from 'shared-api/testing/fixtures';
import { COMING_SOON_TEXT } from 'shared-ui/coming-soon';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import AdminRoutes from './routes';

/** The admin area where the shell mounts it, signed in as an admin. */
const renderAt = (url: string) =>
  renderInApp(
    <Routes>
      <Route path="/dashboard/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { url, store: signedInStore(profileFixture({ role: 'admin' })) },
  );

beforeEach(() => localStorage.clear());

describe('admin routes', () => {
  it.each([
    ['/dashboard/admin/manage-address', 'Manage addresses'],
    ['/dashboard/admin/manage-address/bitcoin', 'Bitcoin addresses'],
    ['/dashboard/admin/manage-address/tether/create-address', 'New USDT (TRC20) address'],
    ['/dashboard/admin/manage-identity-verification', 'Identity verification'],
    ['/dashboard/admin/approvals', 'Approvals'],
    ['/dashboard/admin/audit-log', 'Audit log'],
  ])('%s loads its own screen "%s"', async (url, title) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
  });

  it.each([
    '/dashboard/admin/no-such-page',
    '/dashboard/admin/manage-address/dogecoin',
    '/dashboard/admin/manage-users/12/unknown',
  ])('%s shows the not-found page', (url) => {
    renderAt(url);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to admin' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-plan',
    );
  });
});
