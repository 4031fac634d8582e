/**
 * The investor's transaction history against the real server (the demo investor's ledger), then with
 * 10,000 transactions served to the real browser: the page keeps only the rows near the viewport in the
 * document and loads every page as the list is scrolled. Axe and a 360 px phone in both themes.
 */
import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { checkScreen, PHONE_360, THEMES, useStoredTheme } from '../lib/quality.ts';
import { expect, test } from '../lib/test.ts';

const openHistory = async (page: Page) => {
  await signIn(page, accounts.investor.username, accounts.investor.password);
  await page.goto('/dashboard/transaction-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transactions by month' })).toBeVisible();
};

test.describe('transaction history', () => {
  test('lists the demo ledger by month, filters, shows details and downloads the statement', async ({
    page,
  }) => {
    await openHistory(page);
    const list = page.getByRole('list', { name: 'Transactions by month' });
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(/\w+ \d{4}/);
    // The seed: a confirmed deposit, daily earnings, a pending withdrawal and a pending deposit.
    await expect(list.getByRole('button', { name: /^Earnings/ }).first()).toBeVisible();
    await expect(list.getByRole('button', { name: /^Withdrawal/ }).first()).toContainText('-$');

    await page.getByLabel('Type').selectOption({ label: 'Withdrawal' });
    await expect(list.getByRole('button').first()).toHaveText(/^Withdrawal/);
    for (const row of await list.getByRole('button').all()) await expect(row).toHaveText(/^Withdrawal/);

    await list.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Withdrawal' });
    await expect(dialog.getByText('Address', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download statement (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vestora-statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('Date,Type,Status,Amount (USD),Balance after (USD),Reference,Method,Plan,Note');
    // The last balance is the wallet the dashboard shows.
    const lastBalance = Number(csv.at(-1)?.split(',')[4]);
    await page.goto('/dashboard');
    const wallet = page.getByRole('region', { name: 'Wallet balance' });
    await expect(wallet).toContainText(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(lastBalance),
    );
  });

  test('stays light with 10,000 transactions: a bounded DOM, thirty pages deep as it scrolls', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const TOTAL = 10_000;
    const start = Date.UTC(2026, 10, 20);
    const row = (id: number) => ({
      id,
      type: id % 3 === 0 ? 'withdrawal' : 'earnings',
      status: 'confirmed',
      amount: (id % 97) + 0.5,
      // One a day at most going back: a few hundred month headings over the list.
      created_at: new Date(start - (TOTAL - id) * 3 * 3_600_000).toISOString(),
      transaction_id: null,
      payment_method: null,
      address: null,
      plan_reference: null,
      reason: null,
    });
    const served: number[] = [];
    // Once the test has gone deep enough, the server says the list ends there.
    let ended = false;
    await page.route('**/api/transactions?*', async (route: Route) => {
      if (ended) {
        await route.fulfill({ json: { transactions: [], next_cursor: null } });
        return;
      }
      const url = new URL(route.request().url());
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const cursor = Number(url.searchParams.get('cursor') ?? TOTAL + 1);
      const ids = Array.from({ length: Math.min(limit, cursor - 1) }, (_, index) => cursor - 1 - index);
      served.push(cursor);
      await route.fulfill({
        json: { transactions: ids.map(row), next_cursor: ids.at(-1) && ids.at(-1)! > 1 ? ids.at(-1) : null },
      });
    });
    await openHistory(page);
    const list = page.getByRole('list', { name: 'Transactions by month' });
    // To the end of the list again and again: each time the next page is asked for as the end comes near.
    // Thirty pages (3,000 rows) deep: the document holds the same few rows whatever the depth.
    const PAGES = 30;
    let rendered = 0;
    for (let step = 0; step < PAGES * 2 && served.length < PAGES; step += 1) {
      const before = served.length;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => served.length, { timeout: 10_000 }).toBeGreaterThan(before);
      rendered = Math.max(rendered, await list.locator(':scope > li').count());
    }
    expect(served.length).toBeGreaterThanOrEqual(PAGES);
    // The list ends where the test stopped: at the very end is the oldest row served, in order (a page asked
    // for on the way is answered as the end and adds nothing).
    ended = true;
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const oldest = TOTAL - served.length * 100 + 1;
          const last = (await list.locator(':scope > li').last().textContent()) ?? '';
          return last.includes(`$${((oldest % 97) + 0.5).toFixed(2)}`);
        },
        { message: 'the last row is the oldest served', timeout: 20_000 },
      )
      .toBe(true);
    expect(rendered, 'rows in the document at once').toBeLessThan(120);
  });

  for (const theme of THEMES) {
    test(`axe and a 360 px phone, ${theme}`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await openHistory(page);
      await checkScreen(page, `history-${theme}`);
      await page.getByRole('list', { name: 'Transactions by month' }).getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkScreen(page, `history-details-${theme}`);
      await page.keyboard.press('Escape');
      await page.setViewportSize(PHONE_360);
      await checkScreen(page, `history-phone-${theme}`);
    });
  }
});
