/**
 * The investor's market data and plans in Chromium, against the local fake price provider the platform
 * runs with (lib/fake-prices.ts): the ticker tape and the market chart built from the server's own prices
 * and history, the chart's coin and range selectors, My plans with the demo investor's active plan and its
 * progress, the referral card's figures; axe in light and dark and a 360 px phone for both routes.
 */
import type { Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { FAKE_PRICES } from '../lib/fake-prices.ts';
import { nextCall } from '../lib/network.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, test } from '../lib/test.ts';
import { dashboardGreeting, sideMenu } from '../lib/ui.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface UserPlanBody {
  title: string;
  duration: number;
  initial_duration: number;
  amount: number;
  total_returns: number;
  status: 'active' | 'completed';
}

const tickerList = (page: Page) =>
  page.getByRole('list', { name: 'Prices in US dollars with their 24-hour change' });
const marketChart = (page: Page) => page.getByRole('region', { name: 'Market chart' });

/** Signs the demo investor in and waits for the dashboard. */
const openDashboard = async (page: Page) => {
  await signIn(page, accounts.investor.username, accounts.investor.password);
  // Generous: the suite shares a busy machine.
  await expect(dashboardGreeting(page)).toBeVisible({ timeout: 30_000 });
};

/** Scrolls the chart into view (it loads only then) and waits for it to be drawn. */
const showChart = async (page: Page) => {
  await page.getByRole('region', { name: 'Refer a friend' }).scrollIntoViewIfNeeded();
  await expect(marketChart(page).locator('canvas').first()).toBeVisible({ timeout: 20_000 });
};

test.describe('investor market data and plans', () => {
  test("shows the ticker with the provider's prices and a chart that follows coin and range", async ({
    page,
  }) => {
    const historyQueries: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/crypto-prices/history') historyQueries.push(url.search);
    });
    await openDashboard(page);
    const ticker = tickerList(page);
    await expect(ticker.getByRole('listitem')).toHaveCount(5);
    await expect(ticker.getByRole('listitem').first()).toContainText(
      `BitcoinBTC${usd.format(FAKE_PRICES.bitcoin.usd)}`,
    );
    await expect(ticker).toContainText(`Ethereum`);
    await expect(ticker).toContainText(usd.format(FAKE_PRICES.solana.usd));
    // The prices are fresh: no "last known prices" label.
    await expect(page.getByText(/Last known prices/)).toHaveCount(0);

    await showChart(page);
    await expect.poll(() => historyQueries, { timeout: 30_000 }).toContain('?coin=bitcoin&range=1m');
    // The server recorded the prices it fetched: the chart says what it shows in words.
    await expect(marketChart(page)).toContainText(`last ${usd.format(FAKE_PRICES.bitcoin.usd)}`);

    const ethereum = nextCall(page, 'GET', '/api/crypto-prices/history');
    await marketChart(page).getByRole('combobox', { name: 'Coin' }).selectOption({ label: 'Ethereum (ETH)' });
    expect(new URL((await ethereum).url()).search).toBe('?coin=ethereum&range=1m');
    await expect(marketChart(page)).toContainText(`last ${usd.format(FAKE_PRICES.ethereum.usd)}`);

    const day = nextCall(page, 'GET', '/api/crypto-prices/history');
    await marketChart(page).getByRole('combobox', { name: 'Period' }).selectOption({ label: '1 day' });
    const dayResponse = await day;
    expect(new URL(dayResponse.url()).search).toBe('?coin=ethereum&range=1d');
    expect(((await dayResponse.json()) as { points: unknown[] }).points.length).toBeGreaterThan(0);
    await expect(marketChart(page).locator('canvas').first()).toBeVisible();
  });

  test('keeps the chart out of the first load: its chunk arrives when it is scrolled into view', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The size the budgets test measures in (Playwright's default).
    await page.setViewportSize({ width: 1280, height: 720 });
    await openDashboard(page);
    await expect(tickerList(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const beforeScroll = scripts.length;
    await expect(marketChart(page)).toHaveCount(0);
    await showChart(page);
    expect(scripts.length, 'the chart brought its own chunk').toBeGreaterThan(beforeScroll);
  });

  test("shows the demo investor's active plan with its days-left progress on My plans", async ({ page }) => {
    await openDashboard(page);
    const plansResponse = nextCall(page, 'GET', '/api/get-user-plans');
    await sideMenu(page).getByRole('link', { name: 'My plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My plans' })).toBeVisible();
    const plans = ((await (await plansResponse).json()) as { user_plans: UserPlanBody[] }).user_plans;
    const plan = plans.find((candidate) => candidate.status === 'active');
    expect(plan, 'the demo investor has an active plan').toBeDefined();
    if (!plan) return;

    const card = page
      .getByRole('region', { name: 'Active plans' })
      .getByRole('article', { name: plan.title });
    const daysLeft = `${plan.duration} ${plan.duration === 1 ? 'day' : 'days'} left of ${plan.initial_duration}`;
    await expect(card.getByText(daysLeft)).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Days left' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((plan.duration / plan.initial_duration) * 100)),
    );
    await expect(card).toContainText(`Capital${usd.format(plan.amount)}`);
    await expect(card).toContainText(`Earnings so far${usd.format(plan.total_returns)}`);
    await expect(card).toContainText(/Ends on\d{1,2} [A-Z][a-z]{2} \d{4}/);
  });

  test("shows the referral card's figures from the server", async ({ page }) => {
    type Figures = { referral_signups: number; referral_bonus_sum: number };
    const answers: Promise<Figures>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/user-statictics/'))
        answers.push(response.json() as Promise<Figures>);
    });
    await openDashboard(page);
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const statistics = await (answers[0] as Promise<Figures>);
    const card = page.getByRole('region', { name: 'Refer a friend' });
    await expect(card).toContainText(`People who signed up with your link${statistics.referral_signups}`);
    await expect(card).toContainText(`Referral bonuses earned${usd.format(statistics.referral_bonus_sum)}`);
  });

  for (const theme of THEMES) {
    test(`dashboard and My plans pass axe, ${theme}`, async ({ page }) => {
      // Two screens, each scanned by axe, on a machine the suite shares.
      test.setTimeout(180_000);
      await useStoredTheme(page, theme);
      await openDashboard(page);
      await expect(tickerList(page)).toBeVisible();
      await showChart(page);
      await checkScreen(page, `investor-market-dashboard-${theme}`);
      await sideMenu(page).getByRole('link', { name: 'My plans' }).click();
      await expect(page.getByRole('region', { name: 'Active plans' })).toBeVisible();
      await checkScreen(page, `investor-my-plans-${theme}`);
    });
  }

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: PHONE_360, isMobile: true, hasTouch: true });

    test('dashboard and My plans fit', async ({ page }) => {
      test.setTimeout(180_000);
      await openDashboard(page);
      await expect(tickerList(page)).toBeVisible();
      await showChart(page);
      await checkScreen(page, 'investor-market-dashboard-360');
      await page.goto('/dashboard/user-plan');
      await expect(page.getByRole('region', { name: 'Active plans' })).toBeVisible();
      await checkScreen(page, 'investor-my-plans-360');
    });
  });
});
