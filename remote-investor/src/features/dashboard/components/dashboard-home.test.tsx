/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { queryKeys } from 'shared-api/queries/keys';
import { apiError, apiPath, deferred, type FakeApi, serveFakeApi } from 'shared-api/testing/fake-api';
import {
  pricesFixture,
  profileFixture,
  signedInStore,
  statisticsFixture,
  transactionFixture,
} from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { CryptoPrices, Profile, Transaction } from 'shared-api/types';
import { greeting } from 'shared-ui/format';
import { loadTestCatalogs } from 'shared-ui/testing/i18n';
import { mockMatchMedia } from 'shared-ui/testing/render';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import InvestorRoutes from '../../../routes';

// The chart's canvas library needs a real browser (the e2e suite draws it); here it only counts points.
jest.mock('./market/price-canvas', () => ({
  PriceCanvas: ({ points }: { points: unknown[] }) =>
    require('react').createElement('div', { 'data-testid': 'price-canvas' }, `${points.length} points`),
}));

interface DashboardSetup {
  profile?: Partial<Profile>;
  /** What the API holds (one deposit unless given). */
  transactions?: Transaction[];
  /** Answers of the test's own, in front of the fake API's. */
  handlers?: RequestHandler[];
  /** What GET /crypto-prices answers (null: 503). */
  prices?: CryptoPrices | null;
}

/**
 * The investor area where the shell mounts it, for a signed-in `profile`, on the shared fake API holding
 * `transactions` and the fixture statistics.
 */
const renderDashboard = ({
  profile = {},
  transactions = [transactionFixture()],
  handlers = [],
  prices = pricesFixture(),
}: DashboardSetup = {}): FakeApi & ReturnType<typeof renderInApp> => {
  // A refused connection would send a real page to /login; here it only has to be seen.
  configureApi({ onSetupFailure: jest.fn() });
  const user = profileFixture(profile);
  const api = serveFakeApi({ user, transactions, statistics: statisticsFixture(), prices });
  mswServer.use(...handlers);
  const rendered = renderInApp(
    <Routes>
      <Route path="/dashboard/*" element={<InvestorRoutes />} />
    </Routes>,
    { url: '/dashboard', store: signedInStore(user) },
  );
  return Object.assign(rendered, api);
};

/** The value shown beside a StatCard's label (a one-term description list). */
const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

const waitForDashboard = () => screen.findByRole('heading', { level: 1, name: /^Good / });

beforeEach(() => localStorage.clear());
afterEach(() => resetApiConfig());

describe('/dashboard home', () => {
  it('shows the loading view until statistics and transactions have answered', async () => {
    const statisticsHeld = deferred<void>();
    const transactionsHeld = deferred<void>();
    const { queryClient } = renderDashboard({
      handlers: [
        http.get(apiPath('user-statictics/:id'), async () => {
          await statisticsHeld.promise;
          return HttpResponse.json(statisticsFixture());
        }),
        http.get(apiPath('transactions'), async () => {
          await transactionsHeld.promise;
          return HttpResponse.json({ transactions: [transactionFixture()], next_cursor: null });
        }),
      ],
    });

    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    statisticsHeld.resolve();
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.userStatistics(7))?.status).toBe('success'),
    );
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    transactionsHeld.resolve();
    expect(await waitForDashboard()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).not.toBeInTheDocument();
  });

  it('greets by time of day and shows balance, latest transaction, statistics and referral link', async () => {
    const api = renderDashboard({
      profile: { id: 42, firstname: 'Ada', wallet: 1250.5, referral_id: 'ADA123' },
      transactions: [
        transactionFixture({
          id: 9,
          type: 'earnings',
          status: 'pending',
          amount: 12.5,
          created_at: '2026-11-21T08:00:00Z',
        }),
        transactionFixture({ id: 8, type: 'deposit', amount: 500 }),
      ],
    });

    expect(await waitForDashboard()).toHaveTextContent(`${greeting()}, Ada`);
    expect(api.calls('GET user-statictics/42')).toHaveLength(1);

    const balance = screen.getByRole('region', { name: 'Wallet balance' });
    expect(balance).toHaveTextContent('$1,250.50');

    const latest = screen.getByRole('region', { name: 'Latest transaction' });
    expect(within(latest).getByText('+$12.50')).toBeInTheDocument();
    expect(within(latest).getByText('Earnings')).toBeInTheDocument();
    expect(within(latest).getByText('Pending')).toBeInTheDocument();
    expect(within(latest).getByText('21 Nov 2026')).toBeInTheDocument();
    expect(within(latest).queryByText('+$500.00')).not.toBeInTheDocument();

    expect(statValue('Total deposits')).toBe('$3,000.00');
    expect(statValue('Total withdrawals')).toBe('$400.00');
    expect(statValue('Total earnings')).toBe('$275.25');
    expect(statValue('Active plans')).toBe('2');

    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      `${window.location.origin}/signup/ADA123`,
    );
    // What the link brought, as the server counts it.
    const referral = screen.getByRole('region', { name: 'Refer a friend' });
    expect(
      within(referral).getByText('People who signed up with your link').nextElementSibling,
    ).toHaveTextContent('3');
    expect(within(referral).getByText('Referral bonuses earned').nextElementSibling).toHaveTextContent(
      '$42.50',
    );
  });

  it('shows the ticker: each coin with its price, and the 24 h change only where the server knows it', async () => {
    renderDashboard();
    await waitForDashboard();
    const ticker = await screen.findByRole('list', {
      name: 'Prices in US dollars with their 24-hour change',
    });
    const items = within(ticker).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'BitcoinBTC$64,250.50▲ +2.5% in 24 h',
      'EthereumETH$3,120.25▼ -1.25% in 24 h',
      'TetherUSDT$1.00',
      'XRPXRP$0.52',
      'SolanaSOL$145.10■ 0% in 24 h',
    ]);
    // The tape moves (no reduced motion here): the second copy for the seamless loop is hidden.
    expect(screen.getAllByRole('list', { hidden: true })).toHaveLength(2);
    expect(screen.queryByText(/Last known prices/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Market chart' })).toBeInTheDocument();
  });

  it('keeps the tape still, as one list, when reduced motion is asked for', async () => {
    const restore = mockMatchMedia((query) => query.includes('reduce'));
    try {
      renderDashboard();
      await waitForDashboard();
      await screen.findByRole('list', { name: 'Prices in US dollars with their 24-hour change' });
      expect(screen.getAllByRole('list', { hidden: true })).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('labels stale prices with their time', async () => {
    renderDashboard({ prices: pricesFixture({ stale: true, updated_at: '2026-11-20T09:30:00.000Z' }) });
    await waitForDashboard();
    expect(
      await screen.findByText(
        'Last known prices from 20 Nov 2026, 09:30 UTC: the price service cannot be reached right now.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: 'Prices in US dollars with their 24-hour change' }),
    ).toBeInTheDocument();
  });

  it('shows one short note instead of ticker and chart when there are no prices', async () => {
    renderDashboard({ prices: null });
    await waitForDashboard();
    expect(await screen.findByText('Market data is unavailable right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Prices in US dollars/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Market chart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the market chart' })).not.toBeInTheDocument();
  });

  it('shows a placeholder while the prices load', async () => {
    const held = deferred<void>();
    renderDashboard({
      handlers: [
        http.get(apiPath('crypto-prices'), async () => {
          await held.promise;
          return HttpResponse.json(pricesFixture());
        }),
      ],
    });
    await waitForDashboard();
    expect(screen.getByRole('region', { name: 'Market prices' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Market data is unavailable right now.')).not.toBeInTheDocument();
    held.resolve();
    expect(
      await screen.findByRole('list', { name: 'Prices in US dollars with their 24-hour change' }),
    ).toBeInTheDocument();
  });

  it('shows a withdrawal with a minus sign', async () => {
    renderDashboard({ transactions: [transactionFixture({ type: 'withdrawal', amount: 80 })] });
    await waitForDashboard();
    const latest = screen.getByRole('region', { name: 'Latest transaction' });
    expect(within(latest).getByText('-$80.00')).toBeInTheDocument();
    expect(within(latest).getByText('Withdrawal')).toBeInTheDocument();
  });

  it('says so when there are no transactions yet', async () => {
    renderDashboard({ transactions: [] });
    await waitForDashboard();
    expect(screen.getByText('No transactions available.')).toBeInTheDocument();
  });

  it("shows the admin's message only when one is set", async () => {
    const { unmount } = renderDashboard({ profile: { message: 'Your withdrawal was approved.' } });
    await waitForDashboard();
    expect(screen.getByText('Message from the team').closest('[role="status"]')).toHaveTextContent(
      'Your withdrawal was approved.',
    );
    unmount();

    renderDashboard({ profile: { message: null } });
    await waitForDashboard();
    expect(screen.queryByText('Message from the team')).not.toBeInTheDocument();
  });

  it('shows the statistics error with Retry, and no figures, when statistics fail', async () => {
    const api = renderDashboard({
      handlers: [
        http.get(
          apiPath('user-statictics/:id'),
          () => apiError(503, 'Statistics are unavailable right now.'),
          {
            once: true,
          },
        ),
      ],
    });
    await waitForDashboard();

    const statistics = screen.getByRole('region', { name: 'Statistics' });
    expect(within(statistics).getByRole('alert')).toHaveTextContent('Statistics are unavailable right now.');
    expect(within(statistics).queryByText('Total deposits')).not.toBeInTheDocument();
    expect(within(statistics).queryByText('$0.00')).not.toBeInTheDocument();
    expect(within(statistics).queryByText('0')).not.toBeInTheDocument();
    // The rest of the page still works.
    expect(screen.getByRole('region', { name: 'Wallet balance' })).toHaveTextContent('$1,250.50');

    await userEvent.setup().click(within(statistics).getByRole('button', { name: 'Retry' }));
    expect(await within(statistics).findByText('Total deposits')).toBeInTheDocument();
    expect(statValue('Total deposits')).toBe('$3,000.00');
    expect(api.calls('GET user-statictics/7')).toHaveLength(2);
  });

  it('shows the transactions error with Retry when transactions fail', async () => {
    renderDashboard({
      handlers: [
        http.get(apiPath('transactions'), () => apiError(500, 'Transactions are unavailable.'), {
          once: true,
        }),
      ],
    });
    await waitForDashboard();

    const latest = screen.getByRole('region', { name: 'Latest transaction' });
    expect(within(latest).getByRole('alert')).toHaveTextContent('Transactions are unavailable.');
    expect(within(latest).queryByText('No transactions available.')).not.toBeInTheDocument();

    await userEvent.setup().click(within(latest).getByRole('button', { name: 'Retry' }));
    expect(await within(latest).findByText('+$500.00')).toBeInTheDocument();
  });

  it('copies the referral link and confirms it', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderDashboard({ profile: { referral_id: 'ADA123' } });
    await waitForDashboard();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup/ADA123`);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('speaks French: texts from the catalog, money and dates formatted for France', async () => {
    await loadTestCatalogs('fr');
    renderDashboard({
      profile: { firstname: 'Ada', wallet: 1250.5, message: 'Votre retrait est approuvé.' },
      transactions: [
        transactionFixture({
          type: 'earnings',
          status: 'pending',
          amount: 12.5,
          created_at: '2026-11-21T08:00:00Z',
        }),
      ],
    });

    const heading = await screen.findByRole('heading', { level: 1, name: /, Ada$/ });
    expect(heading).toHaveTextContent(/^(Bonjour|Bon après-midi|Bonsoir), Ada$/);
    expect(screen.getByRole('region', { name: 'Solde du portefeuille' })).toHaveTextContent('1 250,50 $US');
    const latest = screen.getByRole('region', { name: 'Dernière transaction' });
    expect(within(latest).getByText('+12,50 $US')).toBeInTheDocument();
    expect(within(latest).getByText('Gains')).toBeInTheDocument();
    expect(within(latest).getByText('En attente')).toBeInTheDocument();
    expect(within(latest).getByText('21 nov. 2026')).toBeInTheDocument();
    // Intl separates with narrow no-break spaces.
    expect(statValue('Total des dépôts')?.replace(/\s/gu, ' ')).toBe('3 000,00 $US');
    expect(screen.getByText("Message de l'équipe")).toBeInTheDocument();
    expect(screen.getByText(/vous recevez en bonus 1 % de son montant/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });
});
