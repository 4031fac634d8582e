import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { addressFixture, renderAddressRoutes, serveAddresses } from '../test/render-address-routes';

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const NEWER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OLDER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

// Several screens render and fetch per test: generous on a busy shared machine.
jest.setTimeout(20_000);

describe('CoinAddressesPage', () => {
  it('lists newest first, the newest Active and the others Inactive, with the spec note', async () => {
    serveAddresses({ eth: [addressFixture(2, NEWER), addressFixture(1, OLDER)] });
    renderAddressRoutes(['manage-address/ethereum']);
    expect(screen.getByRole('heading', { level: 1, name: 'Ethereum addresses' })).toBeInTheDocument();
    expect(
      screen.getByText('Note the most recent address is the one users will use for payment.'),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([NEWER, OLDER]);
    expect(within(rows[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New address' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-address/ethereum/create-address',
    );
  });

  it('shows the empty message when the coin has no address', async () => {
    serveAddresses();
    renderAddressRoutes(['manage-address/solana']);
    expect(
      await screen.findByRole('heading', { name: 'No addresses have been added yet.' }),
    ).toBeInTheDocument();
  });

  it('shows the server message and a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const fake = serveAddresses();
    mswServer.use(
      http.get(
        apiPath('all-xrp-address'),
        () => HttpResponse.json({ message: 'Try later.' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    renderAddressRoutes(['manage-address/ripple']);
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'No addresses have been added yet.' }),
    ).toBeInTheDocument();
    expect(fake.calls).toEqual(['GET all-xrp-address']);
  });

  it('Delete asks with the spec text; Cancel keeps it, Confirm deletes and reloads', async () => {
    const user = userEvent.setup();
    const fake = serveAddresses({ eth: [addressFixture(2, NEWER), addressFixture(1, OLDER)] });
    renderAddressRoutes(['manage-address/ethereum']);
    await user.click(await screen.findByRole('button', { name: `Delete ${NEWER}` }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(
      within(dialog).getByText('This account will permanently delete this address from our database.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls).not.toContain('DELETE eth-delete/2');

    await user.click(screen.getByRole('button', { name: `Delete ${NEWER}` }));
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await toast('Bitcoin address deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: NEWER })).not.toBeInTheDocument());
    const [remaining] = screen.getAllByRole('listitem');
    expect(remaining).toHaveAccessibleName(OLDER);
    expect(within(remaining as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call === 'DELETE eth-delete/2')).toHaveLength(1);
  });

  it('a refused delete shows the server message and error, and keeps the address', async () => {
    const user = userEvent.setup();
    serveAddresses({ eth: [addressFixture(2, NEWER)] });
    mswServer.use(
      http.delete(apiPath('eth-delete/2'), () =>
        HttpResponse.json(
          {
            code: 'not_found',
            message: 'There is no Ethereum address with id 2.',
            error: 'The address was not deleted.',
          },
          { status: 404 },
        ),
      ),
    );
    renderAddressRoutes(['manage-address/ethereum']);
    await user.click(await screen.findByRole('button', { name: `Delete ${NEWER}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await toast('There is no Ethereum address with id 2. The address was not deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: NEWER })).toBeInTheDocument();
  });
});
