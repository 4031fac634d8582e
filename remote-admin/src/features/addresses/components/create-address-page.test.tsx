import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { renderAddressRoutes, serveAddresses } from '../test/render-address-routes';
import { readQrImage } from '../utils/read-qr-image';

// jsdom cannot decode pictures: the test says what the QR reader finds in the chosen image.
jest.mock('../utils/read-qr-image', () => ({ readQrImage: jest.fn() }));
const qrReads = jest.mocked(readQrImage);

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const qrFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr.png', { type: 'image/png' });

// Pasted, as an admin does from a wallet (and much faster than typing it key by key in jsdom).
const enterAddress = async (user: ReturnType<typeof userEvent.setup>, address: string) => {
  await user.click(screen.getByLabelText(/^Address/));
  await user.paste(address);
};

jest.setTimeout(20_000);

const renderCreate = () =>
  renderAddressRoutes(['manage-address/bitcoin', 'manage-address/bitcoin/create-address']);

beforeEach(() => qrReads.mockResolvedValue(ADDRESS));
afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

describe('CreateAddressPage', () => {
  it('sends the address and the QR image, then goes back to the list where it is active', async () => {
    const user = userEvent.setup();
    const fake = serveAddresses();
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'New Bitcoin address' })).toBeInTheDocument();
    await enterAddress(user, ADDRESS);
    await user.upload(screen.getByLabelText('QR code image'), qrFile());
    expect(await screen.findByText('The QR code encodes this address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await toast('Bitcoin address added. It is now the address users pay to.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin addresses' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: ADDRESS })).toHaveTextContent('Active');
    expect(fake.created).toHaveLength(1);
    expect(fake.created[0]?.address).toBe(ADDRESS);
    expect(fake.created[0]?.file?.name).toBe('qr.png');
  });

  it.each([
    ['', 'Enter the address.'],
    [
      '1BoatSLRHtKNngkdXEeobR76b53LETtpyU',
      'This Bitcoin address fails its checksum: a character is wrong. Copy it again from the wallet.',
    ],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'This is not a valid Bitcoin address.'],
  ])('refuses %j before sending: %s', async (typed, message) => {
    const user = userEvent.setup();
    const fake = serveAddresses();
    renderCreate();
    if (typed) await enterAddress(user, typed);
    await user.upload(screen.getByLabelText('QR code image'), qrFile());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveFocus();
    expect(screen.getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.created).toHaveLength(0);
  });

  it('asks for the QR image when none is attached', async () => {
    const user = userEvent.setup();
    const fake = serveAddresses();
    renderCreate();
    await enterAddress(user, ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Attach the QR code image.')).toBeInTheDocument();
    expect(fake.created).toHaveLength(0);
  });

  it('warns when the QR code encodes another address or none, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    serveAddresses();
    mswServer.use(
      http.post(apiPath('create-btc-address'), () =>
        HttpResponse.json(
          { code: 'qr_mismatch', message: `The QR code encodes another address, not ${ADDRESS}.` },
          { status: 400 },
        ),
      ),
    );
    qrReads.mockResolvedValueOnce('bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT');
    renderCreate();
    await enterAddress(user, ADDRESS);
    await user.upload(screen.getByLabelText('QR code image'), qrFile());
    expect(await screen.findByText('The QR code does not match the address')).toBeInTheDocument();
    expect(screen.getByText(/It encodes “bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT”/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    const refusal = await screen.findByText('The address was not added');
    expect(refusal.parentElement).toHaveTextContent(`The QR code encodes another address, not ${ADDRESS}.`);
    expect(screen.getByRole('heading', { level: 1, name: 'New Bitcoin address' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveValue(ADDRESS);

    qrReads.mockResolvedValueOnce(null);
    await user.upload(screen.getByLabelText('QR code image'), qrFile());
    expect(
      await screen.findByText(
        'No QR code could be read in this image. Upload a sharp picture of the QR code.',
      ),
    ).toBeInTheDocument();
  });

  it('sends once while the call runs', async () => {
    const user = userEvent.setup();
    const fake = serveAddresses();
    renderCreate();
    await enterAddress(user, ADDRESS);
    await user.upload(screen.getByLabelText('QR code image'), qrFile());
    const create = screen.getByRole('button', { name: 'Create' });
    await user.dblClick(create);
    await waitFor(() => expect(fake.created).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitcoin addresses' })).toBeInTheDocument();
    expect(fake.created).toHaveLength(1);
  });
});
