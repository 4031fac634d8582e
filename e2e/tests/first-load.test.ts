/**
 * The first load's critical chain (issue 14, item 2): the page carries remotes.json (no request for it) and
 * preloads the shell's shared chunks and its area's manifest, remote entry and routes chunk; each preloaded file is fetched once, and used
 * (Chromium warns about a preload that is not used, or is fetched again because the request differs).
 */
import type { Locator, Page } from '@playwright/test';
import { accounts } from '../lib/accounts.ts';
import { signIn } from '../lib/browser.ts';
import { expect, test } from '../lib/test.ts';
import { dashboardGreeting } from '../lib/ui.ts';

/** Chromium reports an unused preload a few seconds after the load event; wait past that. */
const UNUSED_PRELOAD_REPORT_MS = 4_000;

interface FirstLoad {
  preloads: string[];
  requested: string[];
  warnings: string[];
}

/** Loads `route` in a new page with an empty cache; what it preloaded, requested, and warned about. */
const firstLoad = async (page: Page, route: string, ready: (page: Page) => Locator): Promise<FirstLoad> => {
  const fresh = await page.context().newPage();
  try {
    const cdp = await page.context().newCDPSession(fresh);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    const requested: string[] = [];
    const warnings: string[] = [];
    fresh.on('request', (request) => requested.push(new URL(request.url()).pathname));
    fresh.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await fresh.goto(route);
    await expect(ready(fresh)).toBeVisible({ timeout: 30_000 });
    await fresh.waitForTimeout(UNUSED_PRELOAD_REPORT_MS);
    const preloads = await fresh
      .locator('link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    return { preloads, requested, warnings };
  } finally {
    await fresh.close();
  }
};

const expectUsedOnce = ({ preloads, requested, warnings }: FirstLoad, remote: string) => {
  expect(requested, 'remotes.json is in the page').not.toContain('/remotes.json');
  expect(preloads).toContain(`/remotes/${remote}/mf-manifest.json`);
  expect(preloads).toContain(`/remotes/${remote}/remoteEntry.js`);
  expect(preloads.some((file) => file.includes('__federation_expose_routes'))).toBe(true);
  // The rest are the shell's own shared chunks (build/shared.ts), which its startup asks for.
  const shellChunks = preloads.filter((file) => !file.startsWith(`/remotes/${remote}/`));
  expect(shellChunks.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual([
    '/framework',
    '/kit-api',
    '/kit-ui',
  ]);
  for (const file of preloads) {
    expect(
      requested.filter((path) => path === file),
      `${file} is fetched once`,
    ).toHaveLength(1);
  }
  expect(
    warnings.filter((text) => /preload/i.test(text)),
    'no preload went unused',
  ).toEqual([]);
};

test.describe('first load: a short critical chain', () => {
  test('/ preloads the marketing remote and uses every preload', async ({ page }) => {
    const load = await firstLoad(page, '/', (fresh) =>
      fresh.getByRole('heading', { level: 1, name: /daily fixed returns/ }),
    );
    expectUsedOnce(load, 'marketing');
  });

  test('/dashboard preloads the investor remote and uses every preload', async ({ page }) => {
    await signIn(page, accounts.investor.username, accounts.investor.password);
    expectUsedOnce(await firstLoad(page, '/dashboard', dashboardGreeting), 'investor');
  });

  test('/dashboard/admin/manage-plan preloads the admin remote and uses every preload', async ({ page }) => {
    await signIn(page, accounts.admin.username, accounts.admin.password);
    const load = await firstLoad(page, '/dashboard/admin/manage-plan', (fresh) =>
      fresh.getByRole('heading', { level: 1, name: 'Manage plans' }),
    );
    expectUsedOnce(load, 'admin');
  });

  // The server cannot tell a guest from an investor (the session lives in the browser), so a guest who opens
  // /dashboard gets the investor preloads and is sent to /login. Also proves the warnings above are seen.
  test('a guest opening /dashboard is warned of the investor preloads it never used', async ({ page }) => {
    const load = await firstLoad(page, '/dashboard', (fresh) =>
      fresh.getByRole('heading', { level: 1, name: 'Sign in' }),
    );
    const unused = load.warnings.filter((text) => /preload/i.test(text));
    expect(unused.some((text) => text.includes('/remotes/investor/remoteEntry.js'))).toBe(true);
  });
});
