/**
 * The admin's deposit addresses in the browser: an address added per coin with its QR image becomes the
 * one investors pay to; a QR of another address is refused with a clear message; delete asks first; and
 * the screens pass axe in both themes and fit a 360 px phone.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { apiSession } from '../lib/api-client.ts';
import { signIn } from '../lib/browser.ts';
import { repoRoot } from '../lib/paths.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { toast } from '../lib/ui.ts';

// The QR images are made the way an operator's wallet makes them, with the server's own QR library.
const requireFromServer = createRequire(path.join(repoRoot, 'mock-server', 'package.json'));
const QRCode = requireFromServer('qrcode') as {
  toBuffer: (text: string, options: { type: 'png'; margin: number; width: number }) => Promise<Buffer>;
};
const qrPng = (text: string) => QRCode.toBuffer(text, { type: 'png', margin: 2, width: 240 });

const ADMIN = '/dashboard/admin';

/** A valid address per coin (public example addresses; nothing is ever paid to them). */
const COINS = [
  { path: 'bitcoin', slug: 'btc', label: 'Bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
  { path: 'tether', slug: 'usdt', label: 'USDT (TRC20)', address: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' },
  { path: 'ripple', slug: 'xrp', label: 'Ripple', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' },
  { path: 'solana', slug: 'sol', label: 'Solana', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
  { path: 'ethereum', slug: 'eth', label: 'Ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
] as const;

const signInAsAdmin = (page: Page) => signIn(page, accounts.admin.username, accounts.admin.password);

const fillCreateForm = async (page: Page, address: string, qrText: string) => {
  await page.getByRole('textbox', { name: /^Address/ }).fill(address);
  await page.getByLabel('QR code image').setInputFiles({
    name: 'qr.png',
    mimeType: 'image/png',
    buffer: await qrPng(qrText),
  });
};

test.describe('admin deposit addresses', () => {
  test('an address added per coin with its QR image is the one investors pay to', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    for (const coin of COINS) {
      await page.goto(`${ADMIN}/manage-address/${coin.path}`);
      await expect(page.getByRole('heading', { level: 1, name: `${coin.label} addresses` })).toBeVisible();
      await page.getByRole('link', { name: 'New address' }).click();
      await expectPath(page, `${ADMIN}/manage-address/${coin.path}/create-address`);
      await fillCreateForm(page, coin.address, coin.address);
      await expect(page.getByText('The QR code encodes this address.')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Preview of the QR code' })).toBeVisible();
      await page.getByRole('button', { name: 'Create', exact: true }).click();

      // Back one page, to the list, where the new address is first and active.
      await expectPath(page, `${ADMIN}/manage-address/${coin.path}`);
      const first = page.getByRole('main').getByRole('listitem').first();
      await expect(first).toContainText(coin.address);
      await expect(first).toContainText('Active');
    }

    const investor = await apiSession(request);
    await investor.signIn(accounts.investor.username, accounts.investor.password);
    for (const coin of COINS) {
      const last = await investor.call('GET', `last-${coin.slug}-address`);
      expect(last.status(), coin.slug).toBe(200);
      const body = (await last.json()) as { address: string; qr_code: string };
      expect(body.address, coin.slug).toBe(coin.address);
      // The QR image investors get is the uploaded one, served publicly.
      const image = await request.get(body.qr_code);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    await page.goto(`${ADMIN}/manage-address`);
    for (const coin of COINS) {
      await expect(page.getByRole('listitem', { name: coin.label })).toContainText(coin.address);
    }
  });

  test.describe('refused', () => {
    // The browser reports the server's 400 on the console; here it is the point of the test.
    test.use({ allowConsoleErrors: [/status of 400 .*\/api\/create-btc-address/] });
    test('a QR code of another address is refused with a clear message', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto(`${ADMIN}/manage-address/bitcoin/create-address`);
      const address = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
      await fillCreateForm(page, address, 'bitcoin:3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy');
      await expect(page.getByText('The QR code does not match the address')).toBeVisible();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const refusal = page.getByRole('main').getByRole('alert');
      await expect(refusal).toContainText('The address was not added');
      await expect(refusal).toContainText('The QR code encodes another address');
      await expectPath(page, `${ADMIN}/manage-address/bitcoin/create-address`);

      // A mistyped address never reaches the server.
      await page.getByRole('textbox', { name: /^Address/ }).fill('1BoatSLRHtKNngkdXEeobR76b53LETtpyU');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(page.getByText('This Bitcoin address fails its checksum')).toBeVisible();

      await page.goto(`${ADMIN}/manage-address/bitcoin`);
      await expect(page.getByRole('main')).not.toContainText(address);
    });
  });

  test('delete asks with the spec text, then removes the address', async ({ page }) => {
    await signInAsAdmin(page);
    const address = 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh';
    await page.goto(`${ADMIN}/manage-address/ripple/create-address`);
    await fillCreateForm(page, address, address);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectPath(page, `${ADMIN}/manage-address/ripple`);

    await page.getByRole('button', { name: `Delete ${address}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog).toContainText(
      'This account will permanently delete this address from our database.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: address })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${address}` }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'XRP address deleted.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: address })).toHaveCount(0);
  });

  for (const theme of THEMES) {
    test(`hub, list and create pass axe in the ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await signInAsAdmin(page);
      await page.goto(`${ADMIN}/manage-address`);
      await expect(page.getByRole('listitem', { name: 'Bitcoin' }).getByText(/\d+ address/)).toBeVisible();
      await checkScreen(page, `admin-addresses-hub-${theme}`);
      await page.goto(`${ADMIN}/manage-address/bitcoin`);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await checkScreen(page, `admin-addresses-list-${theme}`);
      await page.goto(`${ADMIN}/manage-address/ethereum/create-address`);
      await fillCreateForm(page, '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'not this address');
      await expect(page.getByText('The QR code does not match the address')).toBeVisible();
      await checkScreen(page, `admin-addresses-create-${theme}`);
    });
  }

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: PHONE_360 });
    test('hub, list and create fit', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto(`${ADMIN}/manage-address`);
      await expect(page.getByRole('listitem', { name: 'Solana' }).getByText(/\d+ address/)).toBeVisible();
      await checkScreen(page, 'admin-addresses-hub-phone');
      await page.goto(`${ADMIN}/manage-address/ethereum`);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await checkScreen(page, 'admin-addresses-list-phone');
      await page.goto(`${ADMIN}/manage-address/tether/create-address`);
      await fillCreateForm(page, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
      await expect(page.getByText('The QR code encodes this address.')).toBeVisible();
      await checkScreen(page, 'admin-addresses-create-phone');
    });
  });
});
