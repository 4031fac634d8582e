import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { addressFixture, renderAddressRoutes, serveAddresses } from '../test/render-address-routes';

afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

const BTC = ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'];

// Several screens render and fetch per test: generous on a busy shared machine.
jest.setTimeout(20_000);

describe('AddressHubPage', () => {
  it('shows the five coins with their count and active address, and links to each list', async () => {
    serveAddresses({ btc: [addressFixture(2, BTC[0] as string), addressFixture(1, BTC[1] as string)] });
    renderAddressRoutes(['manage-address']);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage addresses' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bitcoin',
      'USDT (TRC20)',
      'Ripple',
      'Solana',
      'Ethereum',
    ]);
    const bitcoin = within(screen.getByRole('listitem', { name: 'Bitcoin' }));
    expect(await bitcoin.findByText('2 addresses')).toBeInTheDocument();
    expect(bitcoin.getByText(BTC[0] as string)).toBeInTheDocument();
    expect(bitcoin.queryByText(BTC[1] as string)).not.toBeInTheDocument();
    expect(bitcoin.getByRole('link', { name: 'Manage Bitcoin' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-address/bitcoin',
    );
    const ripple = within(screen.getByRole('listitem', { name: 'Ripple' }));
    expect(await ripple.findByText('0 addresses')).toBeInTheDocument();
    expect(ripple.getByText('No addresses have been added yet.')).toBeInTheDocument();
    expect(ripple.getByRole('link', { name: 'New address Ripple' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-address/ripple/create-address',
    );
  });

  it('says when a coin could not be loaded, with a retry', async () => {
    serveAddresses();
    mswServer.use(
      http.get(apiPath('all-sol-address'), () =>
        HttpResponse.json({ message: 'The database is not answering.' }, { status: 503 }),
      ),
    );
    renderAddressRoutes(['manage-address']);
    const solana = within(screen.getByRole('listitem', { name: 'Solana' }));
    expect(await solana.findByRole('alert')).toHaveTextContent('The database is not answering.');
    expect(solana.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
