/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { signedInStore } from 'shared-api/testing/fixtures';
import { COMING_SOON_TEXT } from 'shared-ui/coming-soon';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import InvestorRoutes from './routes';

jest.mock('shared-api/transaction-calls');

/** The investor area where the shell mounts it, signed in. */
const renderAt = (url: string) =>
  renderInApp(
    <Routes>
      <Route path="/dashboard/*" element={<InvestorRoutes />} />
    </Routes>,
    { url, store: signedInStore() },
  );

beforeEach(() => localStorage.clear());

describe('investor routes', () => {
  it.each([
    ['/dashboard/buy-plan', 'Buy a plan'],
    ['/dashboard/buy-plan/bitcoin', 'Pay with Bitcoin'],
    ['/dashboard/buy-plan/tether', 'Pay with USDT (TRC20)'],
    ['/dashboard/make-withdrawal', 'Withdraw'],
    ['/dashboard/transaction-history', 'Transaction history'],
    ['/dashboard/user-plan', 'My plans'],
    ['/dashboard/profile', 'Profile'],
    ['/dashboard/profile/edit-profile', 'Edit profile'],
    ['/dashboard/profile/edit-contact-information', 'Edit contact information'],
    ['/dashboard/profile/verify-email-address', 'Verify your e-mail address'],
    ['/dashboard/profile/verify-email-address/confirm-code', 'Enter your code'],
    ['/dashboard/profile/verify-identity', 'Verify your identity'],
  ])('%s loads its own screen, "%s"', async (url, title) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
  });

  it.each(['/dashboard/no-such-page', '/dashboard/buy-plan/dogecoin', '/dashboard/profile/unknown'])(
    '%s shows the not-found page',
    (url) => {
      renderAt(url);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    },
  );
});
