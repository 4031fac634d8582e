/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared-api/client';
import {
  profileFixture,
  signedInStore,
  statisticsFixture,
  transactionFixture,
} from 'shared-api/testing/fixtures';
import { getTransactions, userStatistics } from 'shared-api/transaction-calls';
import type { Profile, TransactionListResponse, UserStatistics } from 'shared-api/types';
import { greeting } from 'shared-ui/format';
import { loadTestCatalogs } from 'shared-ui/testing/i18n';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import InvestorRoutes from '../../../routes';

jest.mock('shared-api/transaction-calls');
const statisticsCall = jest.mocked(userStatistics);
const transactionsCall = jest.mocked(getTransactions);

const page = (transactions = [transactionFixture()]): TransactionListResponse => ({
  transactions,
  next_cursor: null,
});

/** The investor area where the shell mounts it, for a signed-in `profile`. */
const renderDashboard = (profile: Partial<Profile> = {}) =>
  renderInApp(
    <Routes>
      <Route path="/dashboard/*" element={<InvestorRoutes />} />
    </Routes>,
    { url: '/dashboard', store: signedInStore(profileFixture(profile)) },
  );

/** The value shown beside a StatCard's label (a one-term description list). */
const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

const waitForDashboard = () => screen.findByRole('heading', { level: 1, name: /^Good / });

beforeEach(() => {
  localStorage.clear();
  statisticsCall.mockReset().mockResolvedValue(statisticsFixture());
  transactionsCall.mockReset().mockResolvedValue(page());
});

describe('/dashboard home', () => {
  it('shows the loading view until statistics and transactions have answered', async () => {
    let answerStatistics: (value: UserStatistics) => void = () => {};
    let answerTransactions: (value: TransactionListResponse) => void = () => {};
    statisticsCall.mockReturnValue(new Promise((resolve) => (answerStatistics = resolve)));
    transactionsCall.mockReturnValue(new Promise((resolve) => (answerTransactions = resolve)));
    renderDashboard();

    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    await act(async () => answerStatistics(statisticsFixture()));
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await act(async () => answerTransactions(page()));
    expect(await waitForDashboard()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).not.toBeInTheDocument();
  });

  it('greets by time of day and shows balance, latest transaction, statistics and referral link', async () => {
    transactionsCall.mockResolvedValue(
      page([
        transactionFixture({
          id: 9,
          type: 'earnings',
          status: 'pending',
          amount: 12.5,
          created_at: '2026-11-21T08:00:00Z',
        }),
        transactionFixture({ id: 8, type: 'deposit', amount: 500 }),
      ]),
    );
    renderDashboard({ id: 42, firstname: 'Ada', wallet: 1250.5, referral_id: 'ADA123' });

    expect(await waitForDashboard()).toHaveTextContent(`${greeting()}, Ada`);
    expect(statisticsCall).toHaveBeenCalledWith(42);

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
  });

  it('shows a withdrawal with a minus sign', async () => {
    transactionsCall.mockResolvedValue(page([transactionFixture({ type: 'withdrawal', amount: 80 })]));
    renderDashboard();
    await waitForDashboard();
    const latest = screen.getByRole('region', { name: 'Latest transaction' });
    expect(within(latest).getByText('-$80.00')).toBeInTheDocument();
    expect(within(latest).getByText('Withdrawal')).toBeInTheDocument();
  });

  it('says so when there are no transactions yet', async () => {
    transactionsCall.mockResolvedValue(page([]));
    renderDashboard();
    await waitForDashboard();
    expect(screen.getByText('No transactions available.')).toBeInTheDocument();
  });

  it("shows the admin's message only when one is set", async () => {
    const { unmount } = renderDashboard({ message: 'Your withdrawal was approved.' });
    await waitForDashboard();
    expect(screen.getByText('Message from the team').closest('[role="status"]')).toHaveTextContent(
      'Your withdrawal was approved.',
    );
    unmount();

    renderDashboard({ message: null });
    await waitForDashboard();
    expect(screen.queryByText('Message from the team')).not.toBeInTheDocument();
  });

  it('shows the statistics error with Retry, and no figures, when statistics fail', async () => {
    statisticsCall.mockRejectedValueOnce(
      new ApiError('Statistics are unavailable right now.', { status: 503 }),
    );
    renderDashboard();
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
    expect(statisticsCall).toHaveBeenCalledTimes(2);
  });

  it('shows the transactions error with Retry when transactions fail', async () => {
    transactionsCall.mockRejectedValueOnce(new ApiError('Transactions are unavailable.', { status: 500 }));
    renderDashboard();
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
    renderDashboard({ referral_id: 'ADA123' });
    await waitForDashboard();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup/ADA123`);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('speaks French: texts from the catalog, money and dates formatted for France', async () => {
    await loadTestCatalogs('fr');
    transactionsCall.mockResolvedValue(
      page([
        transactionFixture({
          type: 'earnings',
          status: 'pending',
          amount: 12.5,
          created_at: '2026-11-21T08:00:00Z',
        }),
      ]),
    );
    renderDashboard({ firstname: 'Ada', wallet: 1250.5, message: 'Votre retrait est approuvé.' });

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
