/**
 * Size budgets: for each main route, a fresh load with an empty cache, gzip only (the server sends its
 * precompressed .gz twins), until the network is idle. The JavaScript bytes over the wire and the request
 * count must stay within e2e/budgets.json; the figures go to e2e/artifacts/sizes.json and a table.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { type LoadCost, measureNetwork } from '../lib/measure.ts';
import { artifactsDir, e2eRoot } from '../lib/paths.ts';
import { expect, test } from '../lib/test.ts';
import { dashboardGreeting } from '../lib/ui.ts';

interface Budget {
  jsGzipKB: number;
  requests: number;
}
const budgets = JSON.parse(readFileSync(path.join(e2eRoot, 'budgets.json'), 'utf8')) as Record<
  string,
  Budget
>;

interface Measured {
  /** Over the wire: compressed bodies plus response headers (the budgeted figure). */
  jsGzipKB: number;
  /** The compressed bodies alone. */
  jsGzipBodyKB: number;
  jsRequests: number;
  requests: number;
  /** The requests that were not scripts (type and path). */
  otherRequests: string[];
}

const kilobytes = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

interface RouteCase {
  route: string;
  /** Who is signed in first (in the same browser context, before the cache is emptied). */
  account?: { username: string; password: string };
  /** What shows once the page has rendered. */
  ready: (page: Page) => Locator;
}

const cases: RouteCase[] = [
  { route: '/', ready: (page) => page.getByRole('heading', { level: 1, name: /daily fixed returns/ }) },
  { route: '/login', ready: (page) => page.getByRole('heading', { level: 1, name: 'Sign in' }) },
  { route: '/dashboard', account: accounts.investor, ready: dashboardGreeting },
  {
    route: '/dashboard/admin/manage-plan',
    account: accounts.admin,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Manage plans' }),
  },
];

/** Opens a new page in `context` with an empty HTTP cache, loads `route` and measures it until idle. */
const measureFreshLoad = async (context: BrowserContext, { route, ready }: RouteCase): Promise<LoadCost> => {
  const page = await context.newPage();
  try {
    const network = await measureNetwork(page);
    await network.cdp.send('Network.clearBrowserCache');
    await page.goto(route);
    await expect(ready(page)).toBeVisible({ timeout: 30_000 });
    await network.idle();
    return network.cost();
  } finally {
    await page.close();
  }
};

test.describe('size budgets', () => {
  // gzip only: the server sends its precompressed .gz twins, and that is what the budgets count.
  test.use({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const measured: Record<string, Measured> = {};

  test.afterAll(() => {
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(path.join(artifactsDir, 'sizes.json'), `${JSON.stringify(measured, null, 2)}\n`);
    const rows = Object.entries(measured).map(([route, figures]) => ({
      route,
      'JS KB (gzip)': figures.jsGzipKB,
      'of it bodies': figures.jsGzipBodyKB,
      'JS budget': budgets[route]?.jsGzipKB,
      'JS requests': figures.jsRequests,
      requests: figures.requests,
      'requests budget': budgets[route]?.requests,
    }));
    console.table(rows);
  });

  for (const routeCase of cases) {
    test(`${routeCase.route} stays within its budget`, async ({ page, context }, testInfo) => {
      const budget = budgets[routeCase.route];
      if (!budget) throw new Error(`e2e/budgets.json has no budget for ${routeCase.route}`);
      if (routeCase.account) {
        await signIn(page, routeCase.account.username, routeCase.account.password);
      }
      // Measured in a new page of the same context: signed in, but nothing of the first load reused.
      await page.close();
      const cost = await measureFreshLoad(context, routeCase);
      const figures: Measured = {
        jsGzipKB: kilobytes(cost.jsBytes),
        jsGzipBodyKB: kilobytes(cost.jsBodyBytes),
        jsRequests: cost.jsRequests,
        requests: cost.requests,
        otherRequests: cost.otherRequests,
      };
      measured[routeCase.route] = figures;
      await testInfo.attach('sizes', {
        body: JSON.stringify(figures, null, 2),
        contentType: 'application/json',
      });

      expect(cost.jsRequests, 'script requests measured').toBeGreaterThan(0);
      expect(cost.jsBytes, 'script bytes measured').toBeGreaterThan(0);
      // The build precompresses every script of 1 KB or more; smaller ones are sent as they are.
      const notGzip = cost.scripts.filter(
        (script) => script.decodedBytes >= 1024 && script.encoding !== 'gzip',
      );
      expect(notGzip, 'every script of 1 KB or more came gzip-compressed').toEqual([]);
      expect(figures.jsGzipKB, `${routeCase.route}: KB of JavaScript (gzip)`).toBeLessThanOrEqual(
        budget.jsGzipKB,
      );
      expect(figures.requests, `${routeCase.route}: requests`).toBeLessThanOrEqual(budget.requests);
    });
  }
});
