/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { apiPath, type FakeApi, serveFakeApi } from 'shared-api/testing/fake-api';
import { profileFixture, signedInStore } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { Profile } from 'shared-api/types';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import InvestorRoutes from '../../../routes';

jest.setTimeout(20_000);

const renderWithdraw = (profile: Partial<Profile> = {}, handlers: RequestHandler[] = []) => {
  configureApi({ onSetupFailure: jest.fn() });
  const user = profileFixture(profile);
  const api: FakeApi = serveFakeApi({ user });
  mswServer.use(...handlers);
  const rendered = renderInApp(
    <Routes>
      <Route path="/dashboard/*" element={<InvestorRoutes />} />
    </Routes>,
    { url: '/dashboard/make-withdrawal', store: signedInStore(user) },
  );
  return Object.assign(rendered, api);
};

const fill = async (amount: string, currency = 'Bitcoin', address = 'bc1qexampleaddress0001') => {
  const user = userEvent.setup();
  if (amount) await user.type(await screen.findByRole('textbox', { name: 'Amount (USD)' }), amount);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), currency);
  if (address) await user.type(screen.getByRole('textbox', { name: 'Address' }), address);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  return user;
};

beforeEach(() => localStorage.clear());
afterEach(() => resetApiConfig());

describe('/dashboard/make-withdrawal', () => {
  it('shows the wallet and the limit of the level before anything is typed', async () => {
    renderWithdraw({ wallet: 1250.5, level: 1 });
    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(within(balance).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(balance).getByText(/Up to \$500\.00 in 24 hours/)).toBeInTheDocument();
  });

  it.each([
    [2, /Less than \$1,000\.00 in 24 hours/],
    [3, /No limit for your level/],
  ])('names the limit of level %i', async (level, text) => {
    renderWithdraw({ level });
    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(within(balance).getByText(text)).toBeInTheDocument();
  });

  it('names the currency in the address placeholder, with (trc20) for USDT', async () => {
    renderWithdraw();
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: 'Address' });
    expect(address).toHaveAttribute('placeholder', 'Choose a currency first');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'Ethereum');
    expect(address).toHaveAttribute('placeholder', 'Your Ethereum address');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USDT (TRC20)');
    expect(address).toHaveAttribute('placeholder', 'Your USDT address (trc20)');
  });

  it.each([
    [{ wallet: 100, level: 3 }, '100.01', 'Insufficient balance'],
    [{ wallet: 5000, level: 1 }, '500.01', 'Please verify your email address to withdraw more than $500.'],
    [
      { wallet: 5000, level: 2 },
      '1000',
      'Please complete your Identity verification process to be able to withdraw a $1,000 and above.',
    ],
  ])('refuses on the client with the spec message (%o, %s)', async (profile, amount, message) => {
    const api = renderWithdraw(profile);
    await fill(amount);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.calls('POST withdraw')).toHaveLength(0);
  });

  it("shows the server's refusal for what the client cannot know", async () => {
    renderWithdraw({ wallet: 5000, level: 1 }, [
      http.post(apiPath('withdraw'), () =>
        HttpResponse.json(
          {
            code: 'withdrawal_limit_level_1',
            message: 'Please verify your email address to withdraw more than $500.',
          },
          { status: 400 },
        ),
      ),
    ]);
    // $300 passes alone; the server counts the last 24 hours.
    await fill('300');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your email address to withdraw more than $500.',
    );
  });

  it('holds the amount: the wallet shown drops at once after the server accepts', async () => {
    const api = renderWithdraw({ wallet: 1250.5, level: 2 }, [
      http.post(apiPath('withdraw'), () => {
        if (api.data.user) api.data.user = { ...api.data.user, wallet: 1150.5 };
        return HttpResponse.json({ message: 'Withdrawal requested. It will be processed shortly.' });
      }),
    ]);
    await fill('100');
    expect(
      await screen.findByText('The amount is held from your wallet until the withdrawal is paid out.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Withdrawal requested. It will be processed shortly.').length).toBeGreaterThan(
      0,
    );
    const balance = screen.getByRole('region', { name: 'Your balance' });
    expect(await within(balance).findByText('$1,150.50')).toBeInTheDocument();
    expect(api.calls('POST withdraw')[0]?.body).toEqual({
      type: 'withdrawal',
      amount: 100,
      address: 'bc1qexampleaddress0001',
      payment_method: 'bitcoin',
    });
    expect(api.calls('POST me').length).toBeGreaterThan(0);
  });

  it('tells a suspended user why they cannot withdraw', async () => {
    renderWithdraw({ suspended: 1 });
    expect(await screen.findByText('Your account is suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });
});
