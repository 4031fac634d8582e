/**
 * The admin console's money and user operations in Chromium on the real platform: deposits and withdrawals
 * confirmed and rejected through the screens, a bonus requested by one admin and approved by another, a
 * suspended user kept read-only, a custom e-mail, a deletion, a plan bought for a user from the wallet, the
 * last administrator kept; axe (light, dark) and 360 px on every screen of these areas.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { toast } from '../lib/ui.ts';

const ADMIN = '/dashboard/admin';
const PASSWORD = 'Investor#2026x';

/** An API client with its own cookies: it fetches the anti-forgery cookie once and echoes it on writes. */
class Api {
  private constructor(
    private readonly context: APIRequestContext,
    private readonly xsrf: string,
    private token = '',
  ) {}

  static async open(baseURL: string): Promise<Api> {
    const context = await playwrightRequest.newContext({ baseURL });
    await context.get('/api/xsrf-token');
    const cookie = (await context.storageState()).cookies.find((entry) => entry.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    return new Api(context, cookie.value);
  }

  async signIn(username: string, password: string): Promise<this> {
    const body = await this.call('POST', 'login', { username, password });
    this.token = (body as { access_token: string }).access_token;
    return this;
  }

  /** The call's status and JSON body. */
  async send(method: 'GET' | 'POST', path: string, data?: unknown) {
    const response = await this.context.fetch(`/api/${path}`, {
      method,
      headers: {
        'x-xsrf-token': this.xsrf,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      ...(data === undefined ? {} : { data }),
    });
    return { status: response.status(), body: (await response.json().catch(() => null)) as unknown };
  }

  /** The call's JSON body; fails the test unless it succeeded. */
  async call(method: 'GET' | 'POST', path: string, data?: unknown): Promise<unknown> {
    const { status, body } = await this.send(method, path, data);
    expect(status, `${method} /api/${path}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  }

  close = () => this.context.dispose();
}

interface NewInvestor {
  id: number;
  username: string;
  email: string;
  api: Api;
}

let serial = 0;
/** A new investor signed up and signed in through the API. */
const newInvestor = async (baseURL: string): Promise<NewInvestor> => {
  serial += 1;
  const username = `ops${Date.now().toString(36)}${serial}`;
  const email = `${username}@example.test`;
  const api = await Api.open(baseURL);
  await api.call('POST', 'signup', {
    firstname: 'Olive',
    lastname: 'Operations',
    username,
    email,
    age: '1990-05-05',
    gender: 'female',
    country: 'Netherlands',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  await api.signIn(username, PASSWORD);
  const me = (await api.call('POST', 'me')) as { user: { id: number } };
  return { id: me.user.id, username, email, api };
};

const firstPlan = async (api: Api) =>
  ((await api.call('GET', 'plans')) as { plans: Array<{ id: number; min_amount: number }> }).plans[0] ?? {
    id: 0,
    min_amount: 0,
  };

/** The bonus waiting for this user, approved by the second admin (four eyes). */
const approveBonusOf = async (baseURL: string, userId: number) => {
  const auditor = await (await Api.open(baseURL)).signIn(
    accounts.auditor.username,
    accounts.auditor.password,
  );
  const { adjustments } = (await auditor.call('GET', 'adjustments?status=pending')) as {
    adjustments: Array<{ id: number; user_id: number }>;
  };
  const waiting = adjustments.find((adjustment) => adjustment.user_id === userId);
  expect(waiting, 'a pending bonus for the user').toBeTruthy();
  await auditor.call('POST', `approve-adjustment/${waiting?.id}`);
  await auditor.close();
};

const transactionsOf = async (investor: NewInvestor) =>
  (
    (await investor.api.call('GET', 'transactions')) as {
      transactions: Array<{
        id: number;
        type: string;
        status: string;
        reason: string | null;
        amount: number;
      }>;
    }
  ).transactions;

const signInAsAdmin = (page: Page) => signIn(page, accounts.admin.username, accounts.admin.password);

/** Finds the user's rows on a deposits or withdrawals screen. */
const searchList = async (page: Page, username: string) => {
  await page.getByRole('searchbox', { name: 'Search by username or reference' }).fill(username);
  await expect(page.getByRole('article', { name: new RegExp(`^${username}, `) }).first()).toBeVisible();
};

test.describe('admin operations', () => {
  // Refusals the tests cause on purpose (a withdrawal rejected without a reason, the last admin's role).
  test.use({ allowConsoleErrors: [/\/api\/(reject-transaction|switch-role)\/\d+/] });

  test('confirms and rejects (with a reason) deposits and withdrawals through the screens', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const investor = await newInvestor(base);
    const plan = await firstPlan(investor.api);
    const amount = Math.max(plan.min_amount, 60);
    for (const reference of ['confirm', 'reject']) {
      await investor.api.call('POST', 'deposit', {
        plan_id: plan.id,
        transaction_id: `${investor.username}-${reference}`,
        payment_method: 'bitcoin',
        amount,
      });
    }
    // Money to withdraw: a bonus, approved by the second admin.
    const admin = await (await Api.open(base)).signIn(accounts.admin.username, accounts.admin.password);
    await admin.call('POST', `give-bonus/${investor.id}`, { bonus: 100, reason: 'Welcome bonus' });
    await approveBonusOf(base, investor.id);
    for (const address of ['PayoutAddressOne123', 'PayoutAddressTwo456']) {
      await investor.api.call('POST', 'withdraw', { amount: 20, address, payment_method: 'solana' });
    }

    await signInAsAdmin(page);
    await page.goto(`${ADMIN}/manage-deposits`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    await searchList(page, investor.username);
    await page.getByRole('button', { name: 'Pending', exact: false }).first().click();
    const deposits = page.getByRole('article', { name: new RegExp(`^${investor.username}, `) });
    await expect(deposits).toHaveCount(2);

    const toConfirm = deposits.filter({ hasText: `${investor.username}-confirm` });
    await toConfirm.getByRole('button', { name: /^Confirm transaction/ }).click();
    await expect(toast(page, 'Deposit confirmed: the plan has started.')).toBeVisible();
    // Confirmed rows leave the "Pending" filter.
    await expect(deposits).toHaveCount(1);

    const toReject = deposits.filter({ hasText: `${investor.username}-reject` });
    await toReject.getByRole('button', { name: /^Reject transaction/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Reject the deposit of/ });
    await dialog
      .getByRole('textbox', { name: 'Reason for the user' })
      .fill('No payment arrived on the network');
    await dialog.getByRole('button', { name: 'Reject transaction' }).click();
    await expect(toast(page, 'Deposit rejected.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(deposits).toHaveCount(0);

    await page.goto(`${ADMIN}/manage-withdrawals`);
    await searchList(page, investor.username);
    const withdrawals = page.getByRole('article', { name: new RegExp(`^${investor.username}, `) });
    await expect(withdrawals).toHaveCount(2);
    await withdrawals
      .filter({ hasText: 'PayoutAddressOne123' })
      .getByRole('button', { name: /^Confirm transaction/ })
      .click();
    await expect(toast(page, 'Withdrawal confirmed as paid.')).toBeVisible();
    const second = withdrawals.filter({ hasText: 'PayoutAddressTwo456' });
    await second.getByRole('button', { name: /^Reject transaction/ }).click();
    const withdrawalDialog = page.getByRole('dialog', { name: /^Reject the withdrawal of/ });
    // A withdrawal without a reason is refused by the server, and the dialog says why.
    await withdrawalDialog.getByRole('button', { name: 'Reject transaction' }).click();
    await expect(withdrawalDialog.getByText(/Please give the reason/)).toBeVisible();
    await withdrawalDialog.getByRole('textbox', { name: 'Reason for the user' }).fill('Address is not ours');
    await withdrawalDialog.getByRole('button', { name: 'Reject transaction' }).click();
    await expect(toast(page, /Withdrawal rejected/)).toBeVisible();
    await expect(second.getByText('Failed')).toBeVisible();
    await expect(second.getByText('Reason: Address is not ours')).toBeVisible();

    // What the investor's ledger says.
    const ledger = await transactionsOf(investor);
    const depositStatuses = ledger
      .filter((row) => row.type === 'deposit')
      .map((row) => row.status)
      .sort();
    expect(depositStatuses).toEqual(['confirmed', 'failed']);
    const withdrawalRows = ledger.filter((row) => row.type === 'withdrawal');
    expect(withdrawalRows.map((row) => row.status).sort()).toEqual(['confirmed', 'failed']);
    expect(withdrawalRows.find((row) => row.status === 'failed')?.reason).toBe('Address is not ours');
    const me = (await investor.api.call('POST', 'me')) as { user: { wallet: number } };
    // 100 bonus − 20 paid; the rejected 20 came back.
    expect(me.user.wallet).toBe(80);
    await admin.close();
    await investor.api.close();
  });

  test('a bonus requested on the user screen waits for another admin, then the user has it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const investor = await newInvestor(base);
    await signInAsAdmin(page);
    await page.goto(`${ADMIN}/manage-users`);
    await page
      .getByRole('searchbox', { name: 'Search by username or e-mail' })
      .fill(investor.username.toUpperCase());
    await page.getByRole('link', { name: investor.username }).click();
    await expectPath(page, `${ADMIN}/manage-users/${investor.id}`);
    await expect(page.getByRole('heading', { level: 1, name: investor.username })).toBeVisible();

    const bonus = page.getByRole('region', { name: 'Give a bonus' });
    await bonus.getByRole('spinbutton', { name: 'Bonus amount (USD)' }).fill('42.50');
    await bonus.getByRole('textbox', { name: 'Reason for the bonus' }).fill('Thank you for the feedback');
    await bonus.getByRole('button', { name: 'Request bonus' }).click();
    await expect(toast(page, /Bonus requested: another administrator must approve it/)).toBeVisible();
    await expect(page.getByText("Waiting for another admin's approval")).toBeVisible();
    // Not in the wallet yet.
    expect(((await investor.api.call('POST', 'me')) as { user: { wallet: number } }).user.wallet).toBe(0);

    await approveBonusOf(base, investor.id);

    const investorContext = await browser.newContext({ baseURL: base });
    const investorPage = await investorContext.newPage();
    await signIn(investorPage, investor.username, PASSWORD);
    await expect(investorPage.getByText('$42.50').first()).toBeVisible();
    const ledger = await transactionsOf(investor);
    expect(ledger.find((row) => row.type === 'bonus')).toMatchObject({ amount: 42.5, status: 'confirmed' });
    await investorContext.close();
    await investor.api.close();
  });

  test('suspends a user (read-only: a write is refused), e-mails them, buys them a plan, deletes them', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? '';
    const investor = await newInvestor(base);
    const admin = await (await Api.open(base)).signIn(accounts.admin.username, accounts.admin.password);
    const plan = await firstPlan(admin);
    const price = Math.max(plan.min_amount, 50);
    await admin.call('POST', `give-bonus/${investor.id}`, { bonus: price + 10, reason: 'Starter money' });
    await approveBonusOf(base, investor.id);

    await signInAsAdmin(page);
    await page.goto(`${ADMIN}/manage-users/${investor.id}`);
    await expect(page.getByRole('heading', { level: 1, name: investor.username })).toBeVisible();

    // Suspend: the investor can still read, but not write.
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(toast(page, `${investor.username} is suspended.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
    const me = (await investor.api.call('POST', 'me')) as { user: { suspended: number } };
    expect(me.user.suspended).toBe(1);
    const refused = await investor.api.send('POST', 'withdraw', {
      amount: 5,
      address: 'PayoutAddressThree789',
      payment_method: 'solana',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'account_suspended' });
    await page.getByRole('button', { name: 'Unsuspend' }).click();
    await expect(toast(page, `${investor.username} is no longer suspended.`)).toBeVisible();

    // A custom e-mail reaches the outbox.
    const mail = page.getByRole('region', { name: 'Send an e-mail' });
    const subject = `Your account ${investor.username}`;
    await mail.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await mail.getByRole('textbox', { name: 'Message' }).fill('Hello from the operations team.');
    await mail.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(toast(page, `E-mail sent to ${investor.email}.`)).toBeVisible();
    const { messages } = (await admin.call('GET', 'dev/outbox')) as {
      messages: Array<{ to: string; subject: string; text: string }>;
    };
    const sent = messages.find(
      (message) => message.to === investor.email && message.subject.includes(subject),
    );
    expect(sent, 'the custom e-mail in the outbox').toBeTruthy();
    expect(sent?.text).toContain('Hello from the operations team.');

    // Buys a plan for the user, paid from the wallet.
    await page.getByRole('link', { name: 'Buy a plan for this user' }).click();
    await expectPath(page, `${ADMIN}/manage-users/${investor.id}/buy-plan`);
    await page.getByRole('combobox', { name: 'Plan' }).selectOption(String(plan.id));
    await page.getByRole('spinbutton', { name: 'Amount (USD)' }).fill(String(price));
    await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveValue('wallet');
    await page.getByRole('button', { name: 'Buy plan' }).click();
    await expect(toast(page, `Plan purchased for ${investor.username}: it is now active.`)).toBeVisible();
    await expectPath(page, `${ADMIN}/manage-users/${investor.id}/user-plans`);
    await expect(page.getByRole('list', { name: 'Plans' }).getByRole('listitem')).toHaveCount(1);
    const wallet = ((await investor.api.call('POST', 'me')) as { user: { wallet: number } }).user.wallet;
    expect(wallet).toBe(10);

    // Deletion: confirmed, then sign-in stops.
    await page.goto(`${ADMIN}/manage-users/${investor.id}`);
    await page.getByRole('button', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${investor.username}?` });
    await expect(dialog.getByText(/personal data is erased within 30 days/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, /can no longer sign in/)).toBeVisible();
    await expectPath(page, `${ADMIN}/manage-users`);
    const login = await (await Api.open(base)).send('POST', 'login', {
      username: investor.username,
      password: PASSWORD,
    });
    expect(login.status).not.toBe(200);
    await admin.close();
    await investor.api.close();
  });

  test('the last administrator keeps the role, with a clear message', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const admin = await (await Api.open(base)).signIn(accounts.admin.username, accounts.admin.password);
    const { users } = (await admin.call('GET', `users?search=${accounts.auditor.username}`)) as {
      users: Array<{ id: number; username: string }>;
    };
    const auditorId = users.find((user) => user.username === accounts.auditor.username)?.id;
    const me = (await admin.call('POST', 'me')) as { user: { id: number } };
    // A suspended admin has no powers: with the auditor suspended, "admin" is the last one who has them.
    // Suspension is undone below, so the other tests keep their second admin.
    await admin.call('POST', `suspend-user/${auditorId}`);
    try {
      await signInAsAdmin(page);
      await page.goto(`${ADMIN}/manage-users/${me.user.id}`);
      await page.getByRole('button', { name: 'Remove administrator role' }).click();
      await expect(toast(page, /This is the last administrator/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove administrator role' })).toBeVisible();
      const after = (await admin.call('POST', 'me')) as { user: { role: string } };
      expect(after.user.role).toBe('admin');
    } finally {
      await admin.call('POST', `suspend-user/${auditorId}`);
      const auditor = (await admin.call('GET', `user/${auditorId}`)) as { user: { suspended: number } };
      expect(auditor.user.suspended).toBe(0);
      await admin.close();
    }
  });

  for (const theme of THEMES) {
    test(`the operation screens pass axe in the ${theme} theme and fit 360 px`, async ({ page, baseURL }) => {
      test.slow();
      const investor = await newInvestor(baseURL ?? '');
      const plan = await firstPlan(investor.api);
      await investor.api.call('POST', 'deposit', {
        plan_id: plan.id,
        transaction_id: `${investor.username}-screens`,
        payment_method: 'ethereum',
        amount: Math.max(plan.min_amount, 60),
      });
      useStoredTheme(page, theme);
      await signInAsAdmin(page);
      const screens: Array<[string, string, () => Promise<void>]> = [
        [
          'manage-deposits',
          'deposits',
          () =>
            expect(page.getByRole('region', { name: 'Transactions by month' })).toBeVisible({
              timeout: 60_000,
            }),
        ],
        [
          'manage-withdrawals',
          'withdrawals',
          () =>
            expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible({
              timeout: 60_000,
            }),
        ],
        [
          'manage-users',
          'users',
          () => expect(page.getByRole('list', { name: 'Users' })).toBeVisible({ timeout: 60_000 }),
        ],
        [
          `manage-users/${investor.id}`,
          'user-detail',
          () => expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible({ timeout: 60_000 }),
        ],
        [
          `manage-users/${investor.id}/user-plans`,
          'user-plans',
          () => expect(page.getByText('No active plans')).toBeVisible({ timeout: 60_000 }),
        ],
        [
          `manage-users/${investor.id}/buy-plan`,
          'buy-plan',
          () => expect(page.getByRole('button', { name: 'Buy plan' })).toBeVisible({ timeout: 60_000 }),
        ],
      ];
      for (const [path, name, ready] of screens) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${ADMIN}/${path}`);
        await ready();
        await checkScreen(page, `admin-${name}-${theme}`);
        await page.setViewportSize(PHONE_360);
        await ready();
        await checkScreen(page, `admin-${name}-${theme}-360`);
      }
      await investor.api.close();
    });
  }
});
