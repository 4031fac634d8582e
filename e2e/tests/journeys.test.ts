/**
 * User journeys through the real platform in Chromium: sign-in, the investor dashboard with the server's
 * figures, the navigation guards, an admin deleting a plan, logout.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accounts } from '../lib/accounts.ts';
import { signIn, withPage } from '../lib/browser.ts';
import { expectCount, expectPath, expectText, expectVisible } from '../lib/expect.ts';
import { nextCall } from '../lib/network.ts';
import { useSuite } from '../lib/suite.ts';
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

describe('user journeys', () => {
  const suite = useSuite();

  it('sends a guest who opens /dashboard to /login', async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      await page.goto('/dashboard');
      await expectPath(page, '/login');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
      await expectVisible(page.getByRole('link', { name: 'Sign in' }));
    });
  });

  it("signs the investor in to the dashboard with the server's balance, statistics and referral link", async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      const profileResponse = nextCall(page, 'POST', '/api/me');
      const statisticsResponse = nextCall(page, 'GET', '/api/user-statictics/');
      await signIn(page, accounts.investor.username, accounts.investor.password);
      const { user } = (await (await profileResponse).json()) as ProfileBody;
      const statistics = (await (await statisticsResponse).json()) as StatisticsBody;

      await expectVisible(toast(page, 'Login successful'));
      const greeting = await expectVisible(page.getByRole('heading', { level: 1 }));
      await expectText(greeting, GREETING);
      await expectText(greeting, user.firstname);

      await expectText(page.getByRole('region', { name: 'Wallet balance' }), usd.format(user.wallet));

      const figures = page.getByRole('region', { name: 'Statistics' });
      await expectText(figures, `Total deposits${usd.format(statistics.deposit_sum)}`);
      await expectText(figures, `Total withdrawals${usd.format(statistics.withdrawal_sum)}`);
      await expectText(figures, `Total earnings${usd.format(statistics.earnings_sum)}`);
      await expectText(figures, `Active plans${statistics.user_plans_count}`);

      const referral = page.getByRole('textbox', { name: 'Your referral link' });
      assert.equal(await referral.inputValue(), `${suite.url}/signup/${user.referral_id}`);
      await expectVisible(page.getByRole('button', { name: 'Copy link' }));
      await expectVisible(page.getByText(`Signed in as ${accounts.investor.username}`));
    });
  });

  it('sends an investor who opens the admin area back to /dashboard', async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      await signIn(page, accounts.investor.username, accounts.investor.password);
      await page.goto('/dashboard/admin/manage-plan');
      await expectPath(page, '/dashboard');
      await expectText(page.getByRole('heading', { level: 1 }), GREETING);
      await expectVisible(sideMenu(page).getByRole('link', { name: 'Dashboard' }));
      await expectCount(sideMenu(page).getByRole('link', { name: 'Manage plans' }), 0);
    });
  });

  it('lets an admin delete a plan through the confirm dialog', async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      await signIn(page, accounts.admin.username, accounts.admin.password);
      await sideMenu(page).getByRole('link', { name: 'Manage plans' }).click();
      await expectPath(page, '/dashboard/admin/manage-plan');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Manage plans' }));

      const cards = page.getByRole('main').getByRole('listitem');
      const count = page.getByRole('status').filter({ hasText: /^\d+ plans?$/ });
      const before = Number((await expectText(count, /^\d+ plans?$/))?.split(' ')[0]);
      assert.ok(before >= 1, 'the demo data has at least one plan');
      await expectCount(cards, before);

      const first = cards.first();
      const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
      assert.ok(title, 'the first plan has a title');
      await first.getByRole('button', { name: `Delete ${title}` }).click();

      const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
      await expectVisible(dialog);
      const deleteCall = nextCall(page, 'POST', '/api/delete-plan/');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      const { message } = (await (await deleteCall).json()) as { message: string };

      await expectVisible(toast(page, message));
      await expectCount(dialog, 0);
      await expectCount(cards, before - 1);
      await expectText(count, `${before - 1} ${before - 1 === 1 ? 'plan' : 'plans'}`);
      await expectCount(page.getByRole('main').getByRole('heading', { name: title, exact: true }), 0);
    });
  });

  it('logs out to the home page, and the dashboard is closed again', async (t) => {
    await withPage(suite.browser, t, suite.url, async ({ page }) => {
      await signIn(page, accounts.investor.username, accounts.investor.password);
      await expectText(page.getByRole('heading', { level: 1 }), GREETING);
      const logoutCall = nextCall(page, 'POST', '/api/logout');
      await page.getByRole('button', { name: 'Logout' }).click();
      const { message } = (await (await logoutCall).json()) as { message: string };
      await expectPath(page, '/');
      await expectVisible(toast(page, message));
      await expectVisible(page.getByRole('link', { name: 'Sign in' }));
      await expectVisible(page.getByRole('heading', { level: 1, name: /daily fixed returns/ }));
      await page.goto('/dashboard');
      await expectPath(page, '/login');
    });
  });
});
