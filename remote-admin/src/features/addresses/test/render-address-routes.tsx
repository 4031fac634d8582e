import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { testQueryClient } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { CoinSlug, DepositAddress } from 'shared-api/types';
import { renderWithTheme } from 'shared-ui/testing/render';
import { ToastHost } from 'shared-ui/toast';
import { addressCoins } from '../components/address-coins';
import { AddressHubPage } from '../components/address-hub-page';
import { CoinAddressesPage } from '../components/coin-addresses-page';
import { CreateAddressPage } from '../components/create-address-page';

export const ADMIN_BASE = '/dashboard/admin';

/** The address routes as remote-admin declares them (without the lazy chunks). */
function AddressRoutes() {
  return (
    <Routes>
      <Route path="manage-address" element={<AddressHubPage />} />
      {addressCoins.flatMap((coin) => [
        <Route
          key={coin.path}
          path={`manage-address/${coin.path}`}
          element={<CoinAddressesPage coin={coin} />}
        />,
        <Route
          key={`${coin.path}/create`}
          path={`manage-address/${coin.path}/create-address`}
          element={<CreateAddressPage coin={coin} />}
        />,
      ])}
    </Routes>
  );
}

/** Renders the address screens with `paths` as the history (the last one shown, relative to the admin area). */
export function renderAddressRoutes(paths: string[]) {
  configureApi({ onSetupFailure: jest.fn() });
  const entries = paths.map((path) => `${ADMIN_BASE}/${path}`);
  return renderWithTheme(
    <Provider store={createStore()}>
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={`${ADMIN_BASE}/*`} element={<AddressRoutes />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
      <ToastHost theme="light" />
    </Provider>,
  );
}

export const addressFixture = (id: number, address: string, active = false): DepositAddress => ({
  id,
  address,
  qr_code: `/api/address-qr/${id}`,
  created_at: '2026-03-01T10:00:00Z',
  active,
});

/**
 * A fake of the address calls over an in-memory list per coin (newest first), recording what it receives.
 * Create accepts whatever it is sent (the server's checks have their own tests).
 */
export function serveAddresses(initial: Partial<Record<CoinSlug, DepositAddress[]>> = {}) {
  const lists: Record<CoinSlug, DepositAddress[]> = {
    btc: [],
    usdt: [],
    xrp: [],
    sol: [],
    eth: [],
    ...initial,
  };
  const calls: string[] = [];
  const created: { coin: string; address: string; file: File | null }[] = [];
  let nextId = 100;
  mswServer.use(
    http.get(apiPath('all-:slug-address'), ({ params }) => {
      const slug = String(params.slug) as CoinSlug;
      calls.push(`GET all-${slug}-address`);
      return HttpResponse.json({
        addresses: lists[slug].map((entry, index) => ({ ...entry, active: index === 0 })),
      });
    }),
    http.post(apiPath('create-:slug-address'), async ({ request, params }) => {
      const slug = String(params.slug) as CoinSlug;
      const form = await request.formData();
      const address = String(form.get('address'));
      const file = form.get('qr_code');
      created.push({ coin: slug, address, file: file instanceof File ? file : null });
      lists[slug] = [addressFixture(nextId++, address, true), ...lists[slug]];
      return HttpResponse.json({ message: 'Bitcoin address added. It is now the address users pay to.' });
    }),
    http.delete(apiPath(':slug-delete/:id'), ({ params }) => {
      const slug = String(params.slug) as CoinSlug;
      calls.push(`DELETE ${slug}-delete/${String(params.id)}`);
      lists[slug] = lists[slug].filter((entry) => entry.id !== Number(params.id));
      return HttpResponse.json({ message: 'Bitcoin address deleted.' });
    }),
  );
  return { lists, calls, created };
}
