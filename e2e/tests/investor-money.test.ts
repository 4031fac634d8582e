/**
 * The money journey of a new investor through the real platform in Chromium: signs up and verifies the
 * e-mail (through the API, with the outbox code), buys a plan in two currencies through the screens, an
 * admin confirms one, the daily accrual runs (the `accrue` command on the platform's own data folder, the
 * platform stopped and started again around it), a withdrawal within the limit is held, one over it is
 * refused, an admin rejects the held one and the wallet comes back. Its own platform, with a local fake
 * price provider, so the crypto amounts are known. Then the screens' quality on the suite's platform.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { repoRoot } from '../lib/paths.ts';
import { type Platform, startPlatform } from '../lib/platform.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { toast } from '../lib/ui.ts';

const PRICES = {
  bitcoin: { usd: 50_000 },
  ethereum: { usd: 2_500 },
  ripple: { usd: 0.5 },
  solana: { usd: 160 },
};
const DEPOSIT_MESSAGE =
  'Your payment has been submitted. Your plan starts as soon as we confirm it on the network.';
const LEVEL_2_LIMIT =
  'Please complete your Identity verification process to be able to withdraw a $1,000 and above.';

/** A price provider in the spec's shape (CoinGecko's simple price) on a free local port. */
const startPriceProvider = async () => {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(PRICES));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/simple/price`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

interface Answer<T> {
  status: number;
  body: T;
}

/** The API as a script uses it: the anti-forgery cookie echoed in its header, a bearer token once signed in. */
const apiClient = async (baseUrl: string) => {
  const first = await fetch(`${baseUrl}/api/xsrf-token`);
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('No XSRF-TOKEN cookie');
  const xsrf = cookie.slice('XSRF-TOKEN='.length);
  let token: string | null = null;
  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    route: string,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const response = await fetch(`${baseUrl}/api/${route}`, {
      method,
      headers: {
        cookie,
        'x-xsrf-token': xsrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const login = async (username: string, password: string) => {
    const answer = await call<{ access_token: string }>('POST', 'login', { username, password });
    expect(answer.status, `sign-in of ${username}`).toBe(200);
    token = answer.body.access_token;
  };
  return { call, login };
};
type Api = Awaited<ReturnType<typeof apiClient>>;

interface ListedTransaction {
  id: number;
  type: string;
  status: string;
  amount: number;
  transaction_id: string | null;
  username?: string;
}

const pendingOf = async (admin: Api, type: 'deposit' | 'withdrawal', username: string) => {
  const { body } = await admin.call<{ transactions: ListedTransaction[] }>(
    'GET',
    `all-transactions?type=${type}&status=pending&limit=1000`,
  );
  return body.transactions.filter((row) => row.username === username);
};

/** Moves the user's plans one day back on the stopped platform's database (see e2e/lib/backdate-plans.ts). */
const backdatePlans = (dataDir: string, username: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'e2e/lib/backdate-plans.ts', username], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });

/** Runs `npm run accrue` (its script, without npm's wrapper) on the platform's embedded database. */
const runAccrual = (dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'mock-server/src/jobs/accrue-cli.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });

/** A browser page signed in as `username` on `platform`. */
const signedInPage = async (browser: Browser, platform: Platform, username: string, password: string) => {
  const context = await browser.newContext({ baseURL: platform.url });
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
};

const openAmountModal = async (page: Page, plan: string) => {
  await page.goto('/dashboard/buy-plan');
  const choose = page.getByRole('button', { name: `Choose ${plan}` });
  // The screen's chunk and the plans arrive slowly on a busy machine.
  await expect(choose).toBeVisible({ timeout: 60_000 });
  await choose.click();
  const dialog = page.getByRole('dialog', { name: `Buy ${plan}` });
  await expect(dialog).toBeVisible();
  return dialog;
};

interface Payment {
  currency: string;
  method: string;
  slug: string;
  amount: string;
  figures: { amount: string; crypto: string; fee: string; total: string; cryptoTotal: string };
}

/** Plan, amount and currency through the modal, then the payment screen's figures, also after a reload. */
const reachPaymentScreen = async (page: Page, api: Api, payment: Payment) => {
  const dialog = await openAmountModal(page, 'Starter');
  await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill(payment.amount);
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption({ label: payment.currency });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, `/dashboard/buy-plan/${payment.method}`);

  const { body: active } = await api.call<{ address: string }>('GET', `last-${payment.slug}-address`);
  const expectScreen = async () => {
    await expect(page.getByRole('heading', { level: 1, name: `Pay with ${payment.currency}` })).toBeVisible();
    await expect(page.getByTestId('deposit-address')).toHaveText(active.address);
    const qr = page.getByRole('img', { name: `QR code of the ${payment.currency} deposit address` });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your payment' });
    const { figures } = payment;
    for (const value of [figures.amount, figures.crypto, figures.fee, figures.total, figures.cryptoTotal]) {
      await expect(summary.getByText(value, { exact: true })).toBeVisible();
    }
  };
  await expectScreen();
  await page.reload();
  await expectScreen();
};

const pay = async (page: Page, transactionId: string) => {
  await page.getByRole('button', { name: 'Paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await dialog.getByRole('textbox', { name: 'Transaction id' }).fill(transactionId);
  const shown = toast(page, DEPOSIT_MESSAGE).waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectPath(page, '/dashboard');
  await shown;
};

const withdraw = async (page: Page, amount: string) => {
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill(amount);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'Bitcoin' });
  await page.getByRole('textbox', { name: 'Address' }).fill('bc1qe2epayoutaddress0001');
  await page.getByRole('button', { name: 'Withdraw' }).click();
};

test.describe('the money journey of a new investor', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });

  let platform: Platform;
  let prices: Awaited<ReturnType<typeof startPriceProvider>>;
  let dataDir: string;
  const start = () =>
    startPlatform({
      dataDir,
      healthTimeoutMs: 200_000,
      env: { PRICES_URL: prices.url, RATE_LIMITS: '0', PRICES_CACHE_MS: '0' },
    });

  test.beforeAll(async () => {
    // The platform seeds its demo data first: slow on a busy machine.
    test.setTimeout(240_000);
    prices = await startPriceProvider();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vestora-e2e-money-'));
    platform = await start();
  });

  test.afterAll(async () => {
    await platform?.stop();
    await prices?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('signs up, buys in two currencies, is confirmed, accrues, withdraws and is refunded', async ({
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const username = `money_${stamp}`;
    const email = `money.${stamp}@example.test`;
    const password = 'Money#2026x';

    // Sign up and verify the e-mail with the code from the outbox (level 2: withdrawals below $1,000).
    let investor = await apiClient(platform.url);
    const signup = await investor.call('POST', 'signup', {
      firstname: 'Mona',
      lastname: 'Ey',
      username,
      email,
      age: '1990-05-05',
      gender: 'female',
      country: 'Ireland',
      password,
      password_confirmation: password,
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    await investor.login(username, password);
    expect((await investor.call('POST', 'verify-email', { email })).status).toBe(200);
    const outbox = await investor.call<{ messages: { to: string; text: string }[] }>('GET', 'dev/outbox');
    const mail = outbox.body.messages.filter((message) => message.to === email).at(-1);
    const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(otp, 'a 6-digit code in the verification e-mail').toBeTruthy();
    expect((await investor.call('POST', 'verify-email-code', { email, otp })).status).toBe(200);

    let page = await signedInPage(browser, platform, username, password);

    // The modal's own checks: nothing is stored or posted.
    let dialog = await openAmountModal(page, 'Starter');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all the fields');
    await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('20');
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'Bitcoin' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please deposit between $50.00 and $999.00 for this plan',
    );
    await expect(page).toHaveURL(/\/dashboard\/buy-plan$/);

    // Two purchases through the screens: $100 in bitcoin at $50,000, $200 in USDT at 1.
    const btcReference = `e2ebtc${stamp}0001`;
    await reachPaymentScreen(page, investor, {
      currency: 'Bitcoin',
      method: 'bitcoin',
      slug: 'btc',
      amount: '100',
      figures: {
        amount: '$100.00',
        crypto: '0.002000 BTC',
        fee: '$20.00',
        total: '$120.00',
        cryptoTotal: '0.002400 BTC',
      },
    });
    await pay(page, btcReference);
    await reachPaymentScreen(page, investor, {
      currency: 'USDT (TRC20)',
      method: 'tether',
      slug: 'usdt',
      amount: '200',
      figures: {
        amount: '$200.00',
        crypto: '200.000000 USDT',
        fee: '$10.00',
        total: '$210.00',
        cryptoTotal: '210.000000 USDT',
      },
    });
    await pay(page, `e2eusdt${stamp}0002`);

    // An admin confirms the bitcoin one: a plan starts on the plan's terms.
    let admin = await apiClient(platform.url);
    await admin.login(accounts.admin.username, accounts.admin.password);
    const deposits = await pendingOf(admin, 'deposit', username);
    expect(deposits.map((row) => row.amount).sort()).toEqual([100, 200]);
    const btcDeposit = deposits.find((row) => row.transaction_id === btcReference);
    expect((await admin.call('POST', `confirm-transaction/${btcDeposit?.id}`)).status).toBe(200);
    const plansBefore = await investor.call<{ user_plans: { duration: number; status: string }[] }>(
      'GET',
      'get-user-plans',
    );
    expect(plansBefore.body.user_plans).toEqual([
      expect.objectContaining({ duration: 14, status: 'active' }),
    ]);

    // The daily accrual, as an operator runs it: on the platform's data, while no server holds it.
    await page.context().close();
    await platform.stop();
    // The plan started yesterday (as if confirmed then), so today's run has a whole day to credit.
    const backdated = backdatePlans(dataDir, username);
    expect(backdated.status, backdated.stderr).toBe(0);
    expect(backdated.stdout).toContain('backdated 1 plan(s)');
    const accrual = runAccrual(dataDir);
    expect(accrual.status, accrual.stderr).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(accrual.stdout).toContain(`Accrued through ${today}`);
    platform = await start();
    investor = await apiClient(platform.url);
    await investor.login(username, password);
    admin = await apiClient(platform.url);
    await admin.login(accounts.admin.username, accounts.admin.password);
    // One day credited: the plan has a day less to run and its first day's earnings are in the wallet.
    const plansAfter = await investor.call<{
      user_plans: { duration: number; status: string; returns: number; total_returns: number }[];
    }>('GET', 'get-user-plans');
    expect(plansAfter.body.user_plans).toEqual([expect.objectContaining({ duration: 13, status: 'active' })]);
    const dailyReturn = plansAfter.body.user_plans[0]?.returns ?? 0;
    expect(dailyReturn).toBeGreaterThan(0);
    expect(plansAfter.body.user_plans[0]?.total_returns).toBe(dailyReturn);
    const usd = (amount: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);
    // …and the screens say so: My plans shows the days left and the earnings so far.
    page = await signedInPage(browser, platform, username, password);
    await page.goto('/dashboard/user-plan');
    const plan = page.getByRole('main');
    await expect(plan.getByText('13 days left of 14')).toBeVisible({ timeout: 60_000 });
    await expect(plan.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((13 / 14) * 100)),
    );
    await expect(plan).toContainText(usd(dailyReturn));
    await page.context().close();

    // Money to withdraw: a bonus one admin gives and another approves (four eyes).
    const me = await investor.call<{ user: { id: number; wallet: number } }>('POST', 'me');
    expect(me.body.user.wallet).toBe(dailyReturn);
    // Topped up to $1,500 exactly, so the figures below read plainly.
    const topUp = Math.round((1500 - dailyReturn) * 100) / 100;
    expect(
      (await admin.call('POST', `give-bonus/${me.body.user.id}`, { bonus: topUp, reason: 'E2E funds' }))
        .status,
    ).toBe(200);
    const auditor = await apiClient(platform.url);
    await auditor.login(accounts.auditor.username, accounts.auditor.password);
    const adjustments = await auditor.call<{ adjustments: { id: number; user_id: number }[] }>(
      'GET',
      'adjustments?status=pending',
    );
    const bonus = adjustments.body.adjustments.find((row) => row.user_id === me.body.user.id);
    expect((await auditor.call('POST', `approve-adjustment/${bonus?.id}`)).status).toBe(200);

    // A withdrawal within the limit is held: the wallet shows it at once.
    page = await signedInPage(browser, platform, username, password);
    await page.goto('/dashboard/make-withdrawal');
    const balance = page.getByRole('region', { name: 'Your balance' });
    await expect(balance).toContainText('$1,500.00');
    await expect(balance).toContainText('Less than $1,000.00 in 24 hours');
    await withdraw(page, '300');
    await expect(balance).toContainText('$1,200.00');
    await expect(
      page.getByText('The amount is held from your wallet until the withdrawal is paid out.'),
    ).toBeVisible();

    // Over the limit: refused by the form ($1,000 alone) and by the server (the 24-hour total).
    await withdraw(page, '1000');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(LEVEL_2_LIMIT);
    await withdraw(page, '800');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(LEVEL_2_LIMIT);
    await expect(balance).toContainText('$1,200.00');

    await page.goto('/dashboard');
    const latest = page.getByRole('region', { name: 'Latest transaction' });
    await expect(latest).toContainText('-$300.00');
    await expect(latest).toContainText('Pending');

    // An admin rejects it with a reason: the hold comes back to the wallet.
    const [held] = await pendingOf(admin, 'withdrawal', username);
    expect(held?.amount).toBe(300);
    const rejected = await admin.call('POST', `reject-transaction/${held?.id}`, {
      reason: 'The payout address could not be verified.',
    });
    expect(rejected.status).toBe(200);
    await page.goto('/dashboard/make-withdrawal');
    await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('$1,500.00');

    // No address for a coin: the payment screen says so and nothing is posted.
    const { body: solana } = await admin.call<{ addresses: { id: number }[] }>('GET', 'all-sol-address');
    for (const { id } of solana.addresses) {
      expect((await admin.call('DELETE', `sol-delete/${id}`)).status).toBe(200);
    }
    dialog = await openAmountModal(page, 'Starter');
    await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('100');
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'Solana' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/dashboard/buy-plan/solana');
    await expect(page.getByText(/No Solana deposit address is available right now/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paid' })).toHaveCount(0);
    expect(await pendingOf(admin, 'deposit', username)).toHaveLength(1);
    await page.context().close();
  });
});

test.describe('the money screens, looked at', () => {
  // Four screens, each through axe and a screenshot.
  test.describe.configure({ timeout: 240_000 });

  /** Buy plan, the amount modal, the USDT payment screen (no price needed) and withdraw, as `name`. */
  const checkMoneyScreens = async (page: Page, name: string) => {
    await signIn(page, accounts.investor.username, accounts.investor.password);
    const dialog = await openAmountModal(page, 'Starter');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Choose Starter' })).toBeVisible();
    await checkScreen(page, `investor-buy-plan-${name}`);

    await page.getByRole('button', { name: 'Choose Starter' }).click();
    await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('150');
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'USDT (TRC20)' });
    await expect(dialog.getByText(/Total return: \$/)).toBeVisible();
    await checkScreen(page, `investor-amount-modal-${name}`);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'Your payment' })).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code of the USDT (TRC20) deposit address' });
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await checkScreen(page, `investor-payment-${name}`);

    await page.goto('/dashboard/make-withdrawal');
    await expect(page.getByRole('region', { name: 'Your balance' })).toBeVisible();
    await checkScreen(page, `investor-withdraw-${name}`);
  };

  for (const theme of THEMES) {
    test(`buy plan, amount modal, payment and withdraw pass axe in the ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await checkMoneyScreens(page, theme);
    });
  }

  test('buy plan, amount modal, payment and withdraw fit a 360 px phone', async ({ page }) => {
    await page.setViewportSize(PHONE_360);
    await checkMoneyScreens(page, 'phone');
  });
});
