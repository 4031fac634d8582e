/**
 * Sign-up and password reset in Chromium (issue 11): a new account through the form, its e-mail verified
 * with the code from the dev outbox, then signed in; a sign-up through a referral link paying the referrer
 * 1 % once an admin confirms the new user's deposit, seen on the referrer's dashboard; a forgotten password
 * reset from the e-mail's link and the old one refused; the form's unhappy paths; axe in light and dark and
 * the 360 px check for the four screens.
 */
import type { Browser, Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { nextCall } from '../lib/network.ts';
import { checkScreen, PHONE_360, THEMES, toastsGone, useStoredTheme } from '../lib/quality.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { toast } from '../lib/ui.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const PASSWORD = 'Journey#2026';

interface Profile {
  id: number;
  username: string;
  email: string;
  wallet: number;
  level: number;
  email_verified: 0 | 1;
  referred_by: string | null;
  referral_id: string;
}
interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}
interface Transaction {
  id: number;
  type: string;
  status: string;
  amount: number;
}
interface Plan {
  id: number;
  min_amount: number;
  max_amount: number;
}

/** A new person: names no other test (or earlier run on the same database) uses. */
const newPerson = (label: string) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `${label}_${suffix}`, email: `${label}.${suffix}@example.test` };
};

/** YYYY-MM-DD of the UTC day `years` years and `days` days before today. */
const yearsAgo = (years: number, days = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

/** An API call from the page, with its credentials (bearer token if signed in, anti-forgery header). */
const api = async <T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) =>
  page.evaluate(
    async ([verb, url, payload]) => {
      const token = localStorage.getItem('access_token');
      const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method: verb,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'x-xsrf-token': decodeURIComponent(xsrf),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    [method, `/api/${path}`, body] as const,
  ) as Promise<{ status: number; body: T }>;

const myProfile = async (page: Page): Promise<Profile> =>
  (await api<{ user: Profile }>(page, 'POST', 'me')).body.user;

/** The newest e-mail to `email` in the dev outbox, as a developer reads it. */
const newestMailTo = async (page: Page, email: string): Promise<OutboxMessage> => {
  const response = await page.request.get('/api/dev/outbox');
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  const message = messages.find((entry) => entry.to === email);
  expect(message, `an e-mail to ${email}`).toBeTruthy();
  return message as OutboxMessage;
};

/** The one link of an e-mail, as a path on this platform (the mail's origin is PUBLIC_URL). */
const linkIn = (message: OutboxMessage): URL => {
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  expect(link, message.text).toBeTruthy();
  return new URL(link as string);
};

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));

interface SignupForm {
  username: string;
  email: string;
  dateOfBirth?: string;
  confirmation?: string;
}

/** Fills the sign-up form as a person does (the country picked by typing its name). */
const fillSignup = async (page: Page, person: SignupForm) => {
  await field(page, 'First name').fill('Grace');
  await field(page, 'Last name').fill('Hopper');
  await field(page, 'Username').fill(person.username);
  await field(page, 'E-mail address').fill(person.email);
  await field(page, 'Gender').selectOption({ label: 'Female' });
  await field(page, 'Date of birth').fill(person.dateOfBirth ?? '1990-05-17');
  await field(page, 'Country').fill('Ireland');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(person.confirmation ?? PASSWORD);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
};

const submitSignup = (page: Page) => page.getByRole('button', { name: 'Create account' }).click();

/** Signs up through the form and lands on /login with the success toast. */
const signUpThroughForm = async (page: Page, url: string, person: SignupForm) => {
  await page.goto(url);
  await fillSignup(page, person);
  const created = toast(page, 'Your account was created. You can sign in now.').waitFor({ state: 'visible' });
  await submitSignup(page);
  await created;
  await expectPath(page, '/login');
};

/** A second person at another browser: an admin confirming the deposit. */
const asAdmin = async (browser: Browser, run: (page: Page) => Promise<void>) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, accounts.admin.username, accounts.admin.password);
    await run(page);
  } finally {
    await context.close();
  }
};

test.describe('sign-up and password reset', () => {
  test('signs up through the form, verifies the e-mail with the code from the outbox, signs in', async ({
    page,
  }) => {
    const person = newPerson('grace');
    await signUpThroughForm(page, '/signup', person);

    await signIn(page, person.username, PASSWORD);
    const before = await myProfile(page);
    expect(before).toMatchObject({ username: person.username, email: person.email, email_verified: 0 });
    expect(before.referred_by).toBeNull();

    // The investor's confirm-code screen is not built on this branch: the code goes through the API call
    // that screen makes, with this session.
    expect((await api(page, 'POST', 'verify-email', { email: person.email })).status).toBe(200);
    const mail = await newestMailTo(page, person.email);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/dashboard/profile/verify-email-address/confirm-code');
    const code = link.searchParams.get('code') ?? '';
    expect(mail.text).toContain(`Use this code to verify your e-mail address: ${code}`);
    const verified = await api(page, 'POST', 'verify-email-code', { email: person.email, otp: code });
    expect(verified.status).toBe(200);
    expect(await myProfile(page)).toMatchObject({ email_verified: 1, level: 2 });
  });

  test("signs up through the investor's referral link; the investor sees the 1 % bonus once an admin confirms the deposit", async ({
    page,
    browser,
  }) => {
    // The referrer: the demo investor, in a browser of their own.
    const referrerContext = await browser.newContext();
    const referrerPage = await referrerContext.newPage();
    try {
      await signIn(referrerPage, accounts.investor.username, accounts.investor.password);
      const referrer = await myProfile(referrerPage);

      // The new person opens the referral link: the ID is filled in and cannot be changed.
      const person = newPerson('ref');
      await page.goto(`/signup/${referrer.referral_id}`);
      const referral = field(page, 'Referral ID (optional)');
      await expect(referral).toHaveValue(referrer.referral_id);
      await expect(referral).toHaveAttribute('readonly', '');
      await signUpThroughForm(page, `/signup/${referrer.referral_id}`, person);

      // They sign in and pay for a plan (the deposit through the API, as the payment screen sends it).
      await signIn(page, person.username, PASSWORD);
      expect((await myProfile(page)).referred_by).toBe(referrer.referral_id);
      const { plans } = (await api<{ plans: Plan[] }>(page, 'GET', 'plans')).body;
      const plan = plans[0] as Plan;
      const amount = Math.min(plan.max_amount, Math.ceil(plan.min_amount) * 2);
      const deposited = await api(page, 'POST', 'deposit', {
        plan_id: plan.id,
        transaction_id: `e2e-ref-${Date.now()}`,
        payment_method: 'tether',
        amount,
      });
      expect(deposited.status, JSON.stringify(deposited.body)).toBe(200);
      const { transactions } = (await api<{ transactions: Transaction[] }>(page, 'GET', 'transactions')).body;
      const pending = transactions.find((row) => row.type === 'deposit' && row.status === 'pending');
      expect(pending).toBeTruthy();

      const walletBefore = (await myProfile(referrerPage)).wallet;
      await asAdmin(browser, async (admin) => {
        const confirmed = await api(admin, 'POST', `confirm-transaction/${(pending as Transaction).id}`);
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      });

      // The referrer's dashboard: the bonus is the latest transaction and the wallet grew by it.
      const bonus = Math.round(amount) / 100;
      await referrerPage.goto('/dashboard');
      const latest = referrerPage.getByRole('region', { name: 'Latest transaction' });
      await expect(latest).toContainText(`+${usd.format(bonus)}`);
      await expect(latest).toContainText('Bonus');
      await expect(latest).toContainText('Confirmed');
      await expect(referrerPage.getByRole('region', { name: 'Wallet balance' })).toContainText(
        usd.format(Math.round((walletBefore + bonus) * 100) / 100),
      );
    } finally {
      await referrerContext.close();
    }
  });

  test('resets a forgotten password from the e-mail link; the new password signs in, the old one not', async ({
    page,
    browser,
  }) => {
    const person = newPerson('reset');
    await signUpThroughForm(page, '/signup', person);

    await page.goto('/forgot-password');
    await field(page, 'E-mail address').fill(person.email);
    const sent = toast(page, 'If an account uses this e-mail address, we sent it a 6-digit code.').waitFor({
      state: 'visible',
    });
    await page.getByRole('button', { name: 'Send the code' }).click();
    await sent;
    await expectPath(page, '/reset-user-password');
    await expect(page.getByText(`sent to ${person.email}`)).toBeVisible();

    // An unknown address gets the very same answer.
    const unknown = await api<{ message: string }>(page, 'POST', 'send-otp', {
      email: `nobody.${Date.now()}@example.test`,
    });
    const known = await api<{ message: string }>(page, 'POST', 'send-otp', { email: person.email });
    expect(unknown).toEqual(known);

    // The e-mail's link in a fresh tab (nothing in its session storage): the code is filled in.
    const link = linkIn(await newestMailTo(page, person.email));
    expect(link.pathname).toBe('/reset-user-password');
    expect(link.searchParams.get('email')).toBe(person.email);
    const fresh = await browser.newContext();
    try {
      const tab = await fresh.newPage();
      await tab.goto(`${link.pathname}${link.search}`);
      // A cold browser loads the shell, the remote and the page's chunk: slow on a busy machine.
      await expect(tab.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible({
        timeout: 45_000,
      });
      await expect(field(tab, '6-digit code')).toHaveValue(link.searchParams.get('code') ?? '');
      // The address is kept, the code and address leave the address bar.
      await expect.poll(() => new URL(tab.url()).search).toBe('');
      const newPassword = 'Renewed#2027';
      await field(tab, 'New password').fill(newPassword);
      await field(tab, 'Confirm new password').fill(newPassword);
      const done = toast(tab, 'Your password was reset. Sign in with your new password.').waitFor({
        state: 'visible',
      });
      await tab.getByRole('button', { name: 'Reset password' }).click();
      await done;
      await expectPath(tab, '/login');
      expect(await tab.evaluate(() => sessionStorage.getItem('reset_email'))).toBeNull();

      // The old password no longer signs in; the new one does.
      await tab.getByRole('textbox', { name: 'Username' }).fill(person.username);
      await tab.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(tab.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
      await expectPath(tab, '/login');
      await signIn(tab, person.username, newPassword);
    } finally {
      await fresh.close();
    }
  });

  test.describe('unhappy paths', () => {
    // The refused sign-up (409) is logged by the browser itself; it is what this test provokes.
    test.use({ allowConsoleErrors: [/status of 409 \(Conflict\) \(.*\/api\/signup\)/] });

    test('keeps the values and says why: passwords that differ, under 18, a username already taken', async ({
      page,
    }) => {
      const person = newPerson('unhappy');
      await page.goto('/signup');
      await fillSignup(page, { ...person, confirmation: 'Different#2026' });
      await submitSignup(page);
      const summary = page.getByRole('alert').filter({ hasText: 'Passwords do not match.' });
      await expect(summary).toBeVisible();
      await expect(field(page, 'Confirm password')).toHaveAttribute('aria-invalid', 'true');

      await field(page, 'Confirm password').fill(PASSWORD);
      await field(page, 'Date of birth').fill(yearsAgo(18, 1));
      await submitSignup(page);
      await expect(
        page.getByRole('alert').filter({ hasText: 'You must be at least 18 years old to open an account.' }),
      ).toBeVisible();

      // 18 today is old enough; the demo investor's username is taken: the server says so.
      await field(page, 'Date of birth').fill(yearsAgo(18));
      await field(page, 'Username').fill(accounts.investor.username);
      const refused = nextCall(page, 'POST', '/api/signup');
      await submitSignup(page);
      expect((await refused).status()).toBe(409);
      await expect(
        page.getByRole('alert').filter({ hasText: 'This username is already taken. Choose another one.' }),
      ).toBeVisible();
      await expectPath(page, '/signup');
      await expect(field(page, 'First name')).toHaveValue('Grace');
      await expect(field(page, 'E-mail address')).toHaveValue(person.email);
      await expect(field(page, 'Country')).toHaveValue('Ireland');
      await expect(field(page, 'Password')).toHaveValue(PASSWORD);
      await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    });
  });

  test.describe('screens: axe in light and dark, 360 px', () => {
    const screens = [
      { name: 'signup', url: '/signup', heading: 'Create your account' },
      { name: 'signup-referral', url: '/signup/REFDEMO1', heading: 'Create your account' },
      { name: 'forgot-password', url: '/forgot-password', heading: 'Forgot your password?' },
      {
        name: 'reset-password',
        url: '/reset-user-password?code=123456&email=someone%40example.test',
        heading: 'Reset your password',
      },
    ];
    for (const screen of screens) {
      test(screen.name, async ({ page }) => {
        for (const theme of THEMES) {
          await useStoredTheme(page, theme);
          await page.goto(screen.url);
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
          await checkScreen(page, `${screen.name}-${theme}`);
        }
        await page.setViewportSize(PHONE_360);
        await page.goto(screen.url);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        if (screen.name === 'signup') {
          // The form's messages on a phone, too.
          await submitSignup(page);
          await expect(page.getByRole('alert').first()).toBeVisible();
        }
        await toastsGone(page);
        await checkScreen(page, `${screen.name}-360`);
      });
    }
  });
});
