/**
 * User journeys through the real platform in Chromium: sign-in, the investor dashboard with the server's
 * figures, the navigation guards, an admin deleting a plan, logout.
 */
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { nextCall } from '../lib/network.ts';
import { expect, expectPath, test } from '../lib/test.ts';
import { GREETING, sideMenu, toast } from '../lib/ui.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface ProfileBody {
  user: { id: number; firstname: string; wallet: number; referral_id: string };
}
interface StatisticsBody {
  deposit_sum: number;
  withdrawal_sum: number;
  earnings_sum: number;
  user_plans_count: number;
}

test.describe('user journeys', () => {
  test('sends a guest who opens /dashboard to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test("signs the investor in to the dashboard with the server's balance, statistics and referral link", async ({
    page,
    baseURL,
  }) => {
    const profileResponse = nextCall(page, 'POST', '/api/me');
    const statisticsResponse = nextCall(page, 'GET', '/api/user-statictics/');
    // Watched from the start: the toast closes by itself, possibly before the figures have arrived.
    const toastShown = toast(page, 'Login successful').waitFor({ state: 'visible' });
    await signIn(page, accounts.investor.username, accounts.investor.password);
    await toastShown;
    const { user } = (await (await profileResponse).json()) as ProfileBody;
    const statistics = (await (await statisticsResponse).json()) as StatisticsBody;

    const greeting = page.getByRole('heading', { level: 1 });
    await expect(greeting).toHaveText(GREETING);
    await expect(greeting).toContainText(user.firstname);

    await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText(usd.format(user.wallet));

    const figures = page.getByRole('region', { name: 'Statistics' });
    await expect(figures).toContainText(`Total deposits${usd.format(statistics.deposit_sum)}`);
    await expect(figures).toContainText(`Total withdrawals${usd.format(statistics.withdrawal_sum)}`);
    await expect(figures).toContainText(`Total earnings${usd.format(statistics.earnings_sum)}`);
    await expect(figures).toContainText(`Active plans${statistics.user_plans_count}`);

    await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      `${baseURL}/signup/${user.referral_id}`,
    );
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${accounts.investor.username}`)).toBeVisible();
  });

  test('sends an investor who opens the admin area back to /dashboard', async ({ page }) => {
    await signIn(page, accounts.investor.username, accounts.investor.password);
    await page.goto('/dashboard/admin/manage-plan');
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING);
    await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Manage plans' })).toHaveCount(0);
  });

  test('keeps the investor signed in when a page is left while its requests are still running', async ({
    page,
  }) => {
    await signIn(page, accounts.investor.username, accounts.investor.password);
    // The dashboard's reads hang until the page is left: the browser then drops them.
    let held = false;
    await page.route(/\/api\/(?!me$|xsrf-token$)/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/dashboard');
    await expect.poll(() => held).toBe(true);
    await page.goto('/dashboard/user-plan');
    await expectPath(page, '/dashboard/user-plan');
    await expect(page.getByText(`Signed in as ${accounts.investor.username}`)).toBeVisible();
  });

  test('lets an admin delete a plan through the confirm dialog', async ({ page }) => {
    await signIn(page, accounts.admin.username, accounts.admin.password);
    await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
    await expectPath(page, '/dashboard/admin/manage-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage plans' })).toBeVisible();

    const cards = page.getByRole('main').getByRole('listitem');
    const count = page.getByRole('status').filter({ hasText: /^\d+ plans?$/ });
    await expect(count).toHaveText(/^\d+ plans?$/);
    const before = Number((await count.textContent())?.split(' ')[0]);
    expect(before, 'the demo data has at least one plan').toBeGreaterThanOrEqual(1);
    await expect(cards).toHaveCount(before);

    const first = cards.first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    expect(title, 'the first plan has a title').not.toBe('');
    const deleteButton = first.getByRole('button', { name: `Delete ${title}` });
    await deleteButton.click();

    const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await expect(dialog).toBeVisible();
    // The browser's own modal (top layer, inert page): Escape closes it and focus goes back to the opener.
    expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await expect(dialog).toBeVisible();
    const deleteCall = nextCall(page, 'POST', '/api/delete-plan/');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const { message } = (await (await deleteCall).json()) as { message: string };

    await expect(toast(page, message)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(cards).toHaveCount(before - 1);
    await expect(count).toHaveText(`${before - 1} ${before - 1 === 1 ? 'plan' : 'plans'}`);
    await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  });

  test('logs out to the home page, and the dashboard is closed again', async ({ page }) => {
    await signIn(page, accounts.investor.username, accounts.investor.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING);
    const logoutCall = nextCall(page, 'POST', '/api/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    const { message } = (await (await logoutCall).json()) as { message: string };
    await expectPath(page, '/');
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /daily fixed returns/ })).toBeVisible();
    await page.goto('/dashboard');
    await expectPath(page, '/login');
  });
});
