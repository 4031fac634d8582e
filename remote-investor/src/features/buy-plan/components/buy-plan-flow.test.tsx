/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { apiError, apiPath, type FakeApi, serveFakeApi } from 'shared-api/testing/fake-api';
import { profileFixture, samplePlans, signedInStore } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { Profile } from 'shared-api/types';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import InvestorRoutes from '../../../routes';
import { PURCHASE_STORAGE_KEY } from '../hooks/purchase-storage';

const PRICES = {
  bitcoin: { usd: 50_000 },
  ethereum: { usd: 2_500 },
  ripple: { usd: 0.5 },
  solana: { usd: 150 },
  stale: false,
  updated_at: '2026-11-26T10:00:00Z',
};

const marketHandlers = [
  http.get(apiPath('crypto-prices'), () => HttpResponse.json(PRICES)),
  http.get(apiPath('last-:coin-address'), ({ params }) =>
    HttpResponse.json({
      address: `${String(params.coin)}-address-0001`,
      qr_code: `/api/address-qr/${String(params.coin)}`,
    }),
  ),
  http.post(apiPath('deposit'), () =>
    HttpResponse.json({ message: 'Deposit submitted. It will be confirmed shortly.' }),
  ),
];

interface Setup {
  url?: string;
  profile?: Partial<Profile>;
  handlers?: RequestHandler[];
}

const renderBuyPlan = ({ url = '/dashboard/buy-plan', profile = {}, handlers = [] }: Setup = {}) => {
  configureApi({ onSetupFailure: jest.fn() });
  const user = profileFixture(profile);
  const api: FakeApi = serveFakeApi({ user, plans: samplePlans });
  mswServer.use(...handlers, ...marketHandlers);
  const rendered = renderInApp(
    <Routes>
      <Route path="/dashboard/*" element={<InvestorRoutes />} />
      <Route path="/dashboard" element={<h1>Dashboard home</h1>} />
    </Routes>,
    { url, store: signedInStore(user) },
  );
  return Object.assign(rendered, api);
};

const chooseStarter = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy Starter' });
  return { user, dialog };
};

// Typing in a modal with user-event is slow on a shared machine.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => resetApiConfig());

describe('/dashboard/buy-plan', () => {
  it('shows each plan with roi, duration, range and total return', async () => {
    renderBuyPlan();
    const card = (await screen.findByRole('heading', { name: 'Starter' })).closest('li');
    expect(card).not.toBeNull();
    const starter = within(card as HTMLElement);
    expect(starter.getByText('1.5% a day')).toBeInTheDocument();
    expect(starter.getByText('30 days')).toBeInTheDocument();
    expect(starter.getByText('$50.00')).toBeInTheDocument();
    expect(starter.getByText('$999.00')).toBeInTheDocument();
    // 30 × 1.5 % of $50 + $50 = $72.50
    expect(starter.getByText('$72.50')).toBeInTheDocument();
  });

  it("checks the modal's fields with the spec's messages", async () => {
    renderBuyPlan();
    const { user, dialog } = await chooseStarter();
    const inDialog = within(dialog);
    expect(inDialog.getByRole('note', { name: 'Risk warning' })).toBeInTheDocument();
    expect(
      inDialog.getByText(
        'Earnings are credited daily; your capital is returned when the plan ends after 30 days.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await inDialog.findByRole('alert')).toHaveTextContent('Please fill in all the fields');

    await user.type(inDialog.getByRole('textbox', { name: 'Amount (USD)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(inDialog.getByRole('alert')).toHaveTextContent('Please fill in all the fields');

    await user.selectOptions(inDialog.getByRole('combobox', { name: 'Currency' }), 'Ethereum');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(inDialog.getByRole('alert')).toHaveTextContent(
      'Please deposit between $50.00 and $999.00 for this plan',
    );
    expect(sessionStorage.getItem(PURCHASE_STORAGE_KEY)).toBeNull();
  });

  it('shows the computed total as the amount is typed', async () => {
    renderBuyPlan();
    const { user, dialog } = await chooseStarter();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (USD)' }), '100');
    // 30 × $1.50 + $100
    expect(within(dialog).getByText('Total return: $145.00')).toBeInTheDocument();
  });

  it('goes to the payment screen with address, QR, crypto amount, fee and total, kept after a reload', async () => {
    const first = renderBuyPlan();
    const { user, dialog } = await chooseStarter();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (USD)' }), '100.10');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'Bitcoin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay with Bitcoin' })).toBeInTheDocument();
    const checkPaymentScreen = async () => {
      expect(await screen.findByText('btc-address-0001')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'QR code of the Bitcoin deposit address' })).toHaveAttribute(
        'src',
        '/api/address-qr/btc',
      );
      expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
      const summary = screen.getByRole('region', { name: 'Your payment' });
      expect(within(summary).getByText('$100.10')).toBeInTheDocument();
      expect(within(summary).getByText('0.002002 BTC')).toBeInTheDocument();
      expect(within(summary).getByText('$20.00')).toBeInTheDocument();
      expect(within(summary).getByText('$120.10')).toBeInTheDocument();
      expect(within(summary).getByText('0.002402 BTC')).toBeInTheDocument();
    };
    await checkPaymentScreen();
    first.unmount();

    // A reload: a new app at the payment screen's address, the purchase only in session storage.
    renderBuyPlan({ url: '/dashboard/buy-plan/bitcoin' });
    await checkPaymentScreen();
  });

  it('counts USDT at 1 with a $10 fee, without needing prices', async () => {
    sessionStorage.setItem(
      PURCHASE_STORAGE_KEY,
      JSON.stringify({
        planId: 1,
        title: 'Starter',
        roi: 1.5,
        duration: 30,
        amount: 250.5,
        amountCents: 25_050,
        method: 'tether',
      }),
    );
    renderBuyPlan({
      url: '/dashboard/buy-plan/tether',
      handlers: [
        http.get(apiPath('crypto-prices'), () => apiError(503, 'Prices are unavailable right now.')),
      ],
    });
    const summary = await screen.findByRole('region', { name: 'Your payment' });
    expect(within(summary).getByText('250.500000 USDT')).toBeInTheDocument();
    expect(within(summary).getByText('$10.00')).toBeInTheDocument();
    expect(within(summary).getByText('$260.50')).toBeInTheDocument();
    expect(within(summary).getByText('260.500000 USDT')).toBeInTheDocument();
  });

  it('posts the deposit with the transaction id and goes to /dashboard with the server message', async () => {
    sessionStorage.setItem(
      PURCHASE_STORAGE_KEY,
      JSON.stringify({
        planId: 1,
        title: 'Starter',
        roi: 1.5,
        duration: 30,
        amount: 100,
        amountCents: 10_000,
        method: 'ethereum',
      }),
    );
    const api = renderBuyPlan({ url: '/dashboard/buy-plan/ethereum' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Enter the transaction id of your payment.')).toBeInTheDocument();
    expect(api.calls('POST deposit')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Transaction id' }), '0xabc123def456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
    expect(await screen.findByText('Deposit submitted. It will be confirmed shortly.')).toBeInTheDocument();
    expect(api.calls('POST deposit')[0]?.body).toEqual({
      type: 'deposit',
      plan_id: 1,
      transaction_id: '0xabc123def456',
      payment_method: 'ethereum',
      amount: 100,
    });
    expect(sessionStorage.getItem(PURCHASE_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's refusal in the modal and stays", async () => {
    sessionStorage.setItem(
      PURCHASE_STORAGE_KEY,
      JSON.stringify({
        planId: 1,
        title: 'Starter',
        roi: 1.5,
        duration: 30,
        amount: 100,
        amountCents: 10_000,
        method: 'ethereum',
      }),
    );
    renderBuyPlan({
      url: '/dashboard/buy-plan/ethereum',
      handlers: [
        http.post(apiPath('deposit'), () =>
          HttpResponse.json(
            { code: 'duplicate_transaction_id', message: 'This transaction id has already been submitted.' },
            { status: 409 },
          ),
        ),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Transaction id' }), '0xabc123def456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('This transaction id has already been submitted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard home' })).not.toBeInTheDocument();
  });

  it('says so, and offers no Paid, when the coin has no deposit address', async () => {
    sessionStorage.setItem(
      PURCHASE_STORAGE_KEY,
      JSON.stringify({
        planId: 1,
        title: 'Starter',
        roi: 1.5,
        duration: 30,
        amount: 100,
        amountCents: 10_000,
        method: 'solana',
      }),
    );
    const api = renderBuyPlan({
      url: '/dashboard/buy-plan/solana',
      handlers: [
        http.get(apiPath('last-sol-address'), () =>
          HttpResponse.json(
            { code: 'not_found', message: 'No Solana deposit address is available yet.' },
            { status: 404 },
          ),
        ),
      ],
    });
    expect(
      await screen.findByText(
        /No Solana deposit address is available right now, so you cannot pay with Solana/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paid' })).not.toBeInTheDocument();
    expect(api.calls('POST deposit')).toHaveLength(0);
  });

  it('says so, and offers no Paid, when there is no price for the coin', async () => {
    sessionStorage.setItem(
      PURCHASE_STORAGE_KEY,
      JSON.stringify({
        planId: 1,
        title: 'Starter',
        roi: 1.5,
        duration: 30,
        amount: 100,
        amountCents: 10_000,
        method: 'ripple',
      }),
    );
    renderBuyPlan({
      url: '/dashboard/buy-plan/ripple',
      handlers: [
        http.get(apiPath('crypto-prices'), () => apiError(503, 'Prices are unavailable right now.')),
      ],
    });
    expect(await screen.findByText('Prices are unavailable')).toBeInTheDocument();
    expect(screen.queryByText('ripple-address-0001')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paid' })).not.toBeInTheDocument();
  });

  it('asks to choose a plan when no purchase for this coin is in progress', async () => {
    renderBuyPlan({ url: '/dashboard/buy-plan/bitcoin' });
    expect(await screen.findByText('No purchase in progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/dashboard/buy-plan',
    );
  });

  it('tells a suspended user why they cannot buy', async () => {
    renderBuyPlan({ profile: { suspended: 1 } });
    expect(await screen.findByText('Your account is suspended')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeDisabled());
  });

  it('shows no payment screen to a suspended user', async () => {
    sessionStorage.setItem(
      PURCHASE_STORAGE_KEY,
      JSON.stringify({
        planId: 1,
        title: 'Starter',
        roi: 1.5,
        duration: 30,
        amount: 100,
        amountCents: 10_000,
        method: 'bitcoin',
      }),
    );
    renderBuyPlan({ url: '/dashboard/buy-plan/bitcoin', profile: { suspended: 1 } });
    expect(await screen.findByText('Your account is suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paid' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the plans fail to load', async () => {
    renderBuyPlan({
      handlers: [http.get(apiPath('plans'), () => apiError(500, 'Plans are unavailable.'), { once: true })],
    });
    expect(await screen.findByText('Plans could not be loaded')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Choose Starter' })).toBeInTheDocument();
  });
});
