/**
 * Nothing visible is hard-coded (issue 8): every route of the platform, rendered in the pseudo-locale
 * (every catalog string wrapped in ⟦…⟧), shows no text outside the brackets beyond the explicit allow-list
 * of lib/pseudo-locale.ts (numbers, money, dates, brand names, user data from the server's answers).
 * Guests see the public area; the investor and the admin demo users see every dashboard and admin route,
 * the "coming soon" ones included, the delete dialog and the not-found pages.
 */
import type { Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import {
  isAllowed,
  textsOutsideCatalogs,
  type Untranslated,
  UserData,
  usePseudoLocale,
} from '../lib/pseudo-locale.ts';
import { expect, test } from '../lib/test.ts';

const coins = ['bitcoin', 'ethereum', 'ripple', 'solana', 'tether'];

const publicRoutes = [
  '/',
  '/about-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/signup',
  '/signup/ADA123',
  '/login',
  '/forgot-password',
  '/reset-user-password',
  '/no-such-page',
];

const investorRoutes = [
  '/dashboard',
  '/dashboard/buy-plan',
  ...coins.map((coin) => `/dashboard/buy-plan/${coin}`),
  '/dashboard/make-withdrawal',
  '/dashboard/transaction-history',
  '/dashboard/user-plan',
  '/dashboard/profile',
  '/dashboard/profile/edit-profile',
  '/dashboard/profile/edit-contact-information',
  '/dashboard/profile/verify-email-address',
  '/dashboard/profile/verify-email-address/confirm-code',
  '/dashboard/profile/verify-identity',
  '/dashboard/no-such-page',
];

const admin = '/dashboard/admin';
const adminRoutes = [
  `${admin}/manage-plan/create-new-plan`,
  // An id no plan has: the plan's not-found page.
  `${admin}/manage-plan/edit-plan/987654`,
  `${admin}/manage-address`,
  ...coins.flatMap((coin) => [
    `${admin}/manage-address/${coin}`,
    `${admin}/manage-address/${coin}/create-address`,
  ]),
  `${admin}/manage-deposits`,
  `${admin}/manage-withdrawals`,
  `${admin}/manage-users`,
  `${admin}/manage-users/1`,
  `${admin}/manage-users/1/user-plans`,
  `${admin}/manage-users/1/buy-plan`,
  `${admin}/manage-identity-verification`,
  `${admin}/manage-identity-verification/1`,
  `${admin}/approvals`,
  `${admin}/audit-log`,
  `${admin}/no-such-page`,
];

/** The route has rendered: data loaded, its heading shown, nothing busy. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/** Proof that the flag took effect: without it nothing is wrapped, and the check would prove little. */
const expectPseudoLocale = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 }).first()).toContainText('⟦');

/** Collects what is outside the catalogs on the current page, labelled with `where`. */
const check = async (page: Page, where: string, userData: UserData, problems: string[]) => {
  const found: Untranslated[] = await textsOutsideCatalogs(page);
  for (const item of found) {
    if (!isAllowed(item.outside, userData.values)) {
      problems.push(`${where} ${item.where}: "${item.outside}" (in "${item.text}")`);
    }
  }
};

const visit = async (page: Page, route: string, userData: UserData, problems: string[]) => {
  await test.step(route, async () => {
    await page.goto(route);
    await settled(page);
    await check(page, route, userData, problems);
  });
};

test.describe('pseudo-locale: every visible text comes through a catalog', () => {
  test('the public area, as a guest', async ({ page }) => {
    const userData = new UserData();
    const problems: string[] = [];
    await usePseudoLocale(page);
    for (const route of publicRoutes) await visit(page, route, userData, problems);
    await page.goto('/login');
    await expectPseudoLocale(page);
    expect(problems).toEqual([]);
  });

  test('the dashboard, as the investor', async ({ page }) => {
    const userData = new UserData();
    userData.watch(page);
    const problems: string[] = [];
    // Signed in through the English form first: its labels are what the helper looks for.
    await signIn(page, accounts.investor.username, accounts.investor.password);
    await usePseudoLocale(page);
    for (const route of investorRoutes) await visit(page, route, userData, problems);
    await page.goto('/dashboard');
    await expectPseudoLocale(page);
    expect(problems).toEqual([]);
  });

  test('the admin area, as the admin: plans with the delete dialog, addresses, users, identities', async ({
    page,
  }) => {
    const userData = new UserData();
    userData.watch(page);
    const problems: string[] = [];
    await signIn(page, accounts.admin.username, accounts.admin.password);
    await usePseudoLocale(page);

    await visit(page, '/dashboard', userData, problems);
    await visit(page, `${admin}/manage-plan`, userData, problems);
    await expectPseudoLocale(page);
    const plans = page.getByRole('main').getByRole('listitem');
    await expect(plans.first(), 'the demo data has plans').toBeVisible();

    await test.step('the delete dialog', async () => {
      await plans
        .first()
        .getByRole('button', { name: /Delete/ })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('⟦');
      await check(page, 'delete dialog', userData, problems);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    const edit = await plans.first().getByRole('link', { name: /Edit/ }).getAttribute('href');
    expect(edit, 'the first plan has an edit link').toMatch(/\/edit-plan\/\d+$/);
    await visit(page, edit ?? '', userData, problems);
    await expect(page.getByRole('form')).toBeVisible();

    for (const route of adminRoutes) await visit(page, route, userData, problems);
    expect(problems).toEqual([]);
  });
});
