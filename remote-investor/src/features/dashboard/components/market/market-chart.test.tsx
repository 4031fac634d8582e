/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiError, apiPath, deferred, serveFakeApi } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import MarketChart from './market-chart';

// lightweight-charts draws on a canvas jsdom does not have (the e2e suite draws it); here it counts points.
jest.mock('./price-canvas', () => ({
  PriceCanvas: ({ points }: { points: unknown[] }) =>
    require('react').createElement('div', { 'data-testid': 'price-canvas' }, `${points.length} points`),
}));

const POINTS = [
  { time: '2026-11-01T00:00:00.000Z', usd: 60_000 },
  { time: '2026-11-10T00:00:00.000Z', usd: 58_000.5 },
  { time: '2026-11-20T00:00:00.000Z', usd: 64_250.5 },
];

const historyQueries = (api: ReturnType<typeof serveFakeApi>) =>
  api.requests.filter((request) => request.path === 'crypto-prices/history');

describe('the market chart', () => {
  it('draws Bitcoin over a month first, says what it shows, and follows the coin and range chosen', async () => {
    const user = userEvent.setup();
    const requested: string[] = [];
    const api = serveFakeApi({ priceHistory: POINTS });
    mswServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/history')) requested.push(url.search);
    });
    renderInApp(<MarketChart />);

    const chart = screen.getByRole('region', { name: 'Market chart' });
    expect(await within(chart).findByTestId('price-canvas')).toHaveTextContent('3 points');
    expect(
      within(chart).getByText(
        'Bitcoin from 1 Nov 2026, 00:00 UTC to 20 Nov 2026, 00:00 UTC: low $58,000.50, high $64,250.50, last $64,250.50.',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(within(chart).getByRole('combobox', { name: 'Coin' }), 'Ethereum (ETH)');
    await user.selectOptions(within(chart).getByRole('combobox', { name: 'Period' }), '12 months');
    expect(await within(chart).findByText(/^Ethereum from/)).toBeInTheDocument();
    expect(requested).toEqual([
      '?coin=bitcoin&range=1m',
      '?coin=ethereum&range=1m',
      '?coin=ethereum&range=12m',
    ]);
    expect(historyQueries(api)).toHaveLength(3);
    expect(
      within(within(chart).getByRole('combobox', { name: 'Period' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 day', '1 month', '3 months', '12 months', 'All']);
  });

  it('says when nothing has been recorded for the period yet', async () => {
    serveFakeApi({ priceHistory: [] });
    renderInApp(<MarketChart />);
    expect(await screen.findByText('No prices recorded for this period yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('price-canvas')).not.toBeInTheDocument();
  });

  it('shows a placeholder while loading, then the error with Retry, then the chart', async () => {
    const held = deferred<void>();
    serveFakeApi({ priceHistory: POINTS });
    mswServer.use(
      http.get(
        apiPath('crypto-prices/history'),
        async () => {
          await held.promise;
          return apiError(500, 'The history is resting.');
        },
        { once: true },
      ),
    );
    renderInApp(<MarketChart />);
    const chart = screen.getByRole('region', { name: 'Market chart' });
    expect(chart).toHaveAttribute('aria-busy', 'true');
    expect(within(chart).queryByTestId('price-canvas')).not.toBeInTheDocument();
    held.resolve();
    expect(await within(chart).findByRole('alert')).toHaveTextContent('The history is resting.');
    await userEvent.setup().click(within(chart).getByRole('button', { name: 'Retry' }));
    expect(await within(chart).findByTestId('price-canvas')).toHaveTextContent('3 points');
  });
});
