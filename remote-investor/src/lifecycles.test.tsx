/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, me } from 'shared-api/auth-calls';
import { getCryptoPrices, getPriceHistory } from 'shared-api/market-calls';
import { pricesFixture, profileFixture, statisticsFixture } from 'shared-api/testing/fixtures';
import { getTransactions, userStatistics } from 'shared-api/transaction-calls';
import { bootstrap, mount, unmount } from './lifecycles';

jest.mock('shared-api/auth-calls');
jest.mock('shared-api/transaction-calls');
jest.mock('shared-api/market-calls');
// The chart's canvas library needs a real browser (the e2e suite draws it).
jest.mock('./features/dashboard/components/market/price-canvas', () => ({ PriceCanvas: () => null }));

/** The props single-spa passes to an application's lifecycles (those single-spa-react reads). */
const props = { name: 'remote-investor', singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<
  typeof mount
>[0];

beforeEach(() => {
  localStorage.clear();
  jest.mocked(login).mockResolvedValue({
    access_token: 'tok',
    token_type: 'Bearer',
    expires_at: '2030-01-01T00:00:00Z',
    message: 'Login successful',
  });
  jest.mocked(me).mockResolvedValue({ user: profileFixture({ firstname: 'Ada' }) });
  jest.mocked(userStatistics).mockResolvedValue(statisticsFixture());
  jest.mocked(getTransactions).mockResolvedValue({ transactions: [], next_cursor: null });
  jest.mocked(getCryptoPrices).mockResolvedValue(pricesFixture());
  jest.mocked(getPriceHistory).mockResolvedValue({ coin: 'bitcoin', range: '1m', points: [] });
});

describe('remote-investor lifecycles (standalone page)', () => {
  it('mounts behind the dev sign-in, opens the dashboard after signing in, and unmounts', async () => {
    await bootstrap(props);
    // single-spa-react resolves `mount` once React has rendered, which act() holds back until its end.
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = mount(props);
    });
    await mounted;
    expect(screen.getByRole('note', { name: 'Standalone page' })).toHaveTextContent('remote-investor');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'investor');
    await user.type(screen.getByLabelText('Password'), 'Investor#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: /, Ada$/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');

    let unmounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      unmounted = unmount(props);
    });
    await unmounted;
    expect(screen.queryByRole('note', { name: 'Standalone page' })).not.toBeInTheDocument();
  });
});
