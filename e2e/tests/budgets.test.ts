/**
 * Size budgets: for each main route, a fresh load with an empty cache, gzip only (the server sends its
 * precompressed .gz twins), until the network is idle. The JavaScript bytes over the wire and the request
 * count must stay within e2e/budgets.json; the figures go to e2e/artifacts/sizes.json and a table.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { accounts } from '../lib/accounts.ts';
import { signIn, withPage } from '../lib/browser.ts';
import { expectVisible } from '../lib/expect.ts';
import { type LoadCost, measureNetwork } from '../lib/measure.ts';
import { artifactsDir, e2eRoot } from '../lib/paths.ts';
import { useSuite } from '../lib/suite.ts';
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
    await expectVisible(ready(page), 30_000);
    await network.idle();
    return network.cost();
  } finally {
    await page.close();
  }
};

describe('size budgets', () => {
  const suite = useSuite();
  const measured: Record<string, Measured> = {};

  after(() => {
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
    it(`${routeCase.route} stays within its budget`, async (t) => {
      const budget = budgets[routeCase.route];
      assert.ok(budget, `e2e/budgets.json has a budget for ${routeCase.route}`);
      await withPage(
        suite.browser,
        t,
        suite.url,
        async ({ page }) => {
          if (routeCase.account) {
            await signIn(page, routeCase.account.username, routeCase.account.password);
          }
          await page.close();
          const cost = await measureFreshLoad(page.context(), routeCase);
          const figures: Measured = {
            jsGzipKB: kilobytes(cost.jsBytes),
            jsGzipBodyKB: kilobytes(cost.jsBodyBytes),
            jsRequests: cost.jsRequests,
            requests: cost.requests,
            otherRequests: cost.otherRequests,
          };
          measured[routeCase.route] = figures;
          t.diagnostic(`${routeCase.route}: ${JSON.stringify(figures)}`);

          assert.ok(cost.jsRequests > 0 && cost.jsBytes > 0, 'scripts were measured');
          // The build precompresses every script of 1 KB or more; smaller ones are sent as they are.
          const notGzip = cost.scripts.filter(
            (script) => script.decodedBytes >= 1024 && script.encoding !== 'gzip',
          );
          assert.deepEqual(notGzip, [], 'every script of 1 KB or more came gzip-compressed');
          assert.ok(
            figures.jsGzipKB <= budget.jsGzipKB,
            `${routeCase.route}: ${figures.jsGzipKB} KB of JavaScript (gzip), budget ${budget.jsGzipKB} KB`,
          );
          assert.ok(
            figures.requests <= budget.requests,
            `${routeCase.route}: ${figures.requests} requests, budget ${budget.requests}`,
          );
        },
        { extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } },
      );
    });
  }
});
