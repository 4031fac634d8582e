/**
 * The public pages rendered on the server (mock-server's server-render plugin, through remote-marketing's
 * Node container): readable without JavaScript, hydrated in the browser without a warning, rendered in the
 * browser when the page's language differs or the server cannot render, and a redeployed marketing remote
 * is rendered without restarting the server.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { remoteApps } from '../../build/apps.ts';
import { repoRoot } from '../lib/paths.ts';
import { ensureAppsBuilt, type Platform, startPlatform } from '../lib/platform.ts';
import { type StaticServer, serveStatic } from '../lib/static-server.ts';
import { expect, expectPath, test } from '../lib/test.ts';

const HOME_TITLE = /daily fixed returns/;
const CONTEXT_SCRIPT = 'script#server-render-context';
const LOADING = { timeout: 60_000 };

/** Warnings and errors on the console (the suite fails on errors already; hydration warns too). */
const watchConsole = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error')
      seen.push(`${message.type()}: ${message.text()}`);
  });
  return seen;
};

/**
 * Keeps the server's `<h1>` element as parsed, before the app's deferred script runs: after hydration the page's
 * `<h1>` is still that element; a page rendered in the browser has made a new one.
 */
const keepServerHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
      }
    });
  });
const headingIsTheServers = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return kept !== null && kept === document.querySelector('h1');
  });

test.describe('server rendering without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its hero, the sections with the server figures, and the shell chrome', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why choose Vestora' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vestora in figures' })).toBeVisible();
    await expect(page.getByText('Active investors')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Market overview' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test("the sign-in form is shown but cannot be sent before the page's code runs", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    // Sent by the browser itself, the form would put the password in the address.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  });

  test('the about page shows its text', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(
      page.getByText(/Vestora is a platform for people who want a fixed daily return/),
    ).toBeVisible();
  });
});

test.describe('server rendering with JavaScript', () => {
  test('the home page is hydrated without a warning and navigates in the browser', async ({ page }) => {
    const warnings = watchConsole(page);
    await keepServerHeading(page);
    const response = await page.goto('/');
    expect(await response?.text(), 'the page came rendered').toContain('id="server-render-context"');
    await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why choose Vestora' })).toBeVisible();
    expect(await headingIsTheServers(page), 'the server markup was hydrated, not replaced').toBe(true);
    // The page's data came with it: the figures are there without a request for them.
    const statsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/public-stats')) statsRequests.push(request.url());
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Vestora in figures' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOADING);
    // A client-side navigation keeps this document (a full load would drop the marker).
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole('banner').getByRole('link', { name: 'About us' }).first().click();
    await expectPath(page, '/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible(LOADING);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(statsRequests, 'the figures were not fetched again').toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a page rendered in another language than the browser shows is rendered in the browser instead', async ({
    page,
    baseURL,
  }) => {
    const warnings = watchConsole(page);
    // The server renders French (the cookie); this browser's stored choice is German.
    await page.context().addCookies([{ name: 'language', value: 'fr', url: baseURL ?? '' }]);
    await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
    await keepServerHeading(page);
    const response = await page.goto('/about-us');
    expect(await response?.text()).toContain('"language":"fr"');
    await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible(LOADING);
    expect(await headingIsTheServers(page), 'the French markup was replaced').toBe(false);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(warnings).toEqual([]);
  });
});

/** Marketing deployed from a folder of its own (a copy of its build) on another origin. */
test.describe('server rendering of a marketing remote deployed elsewhere', () => {
  let scratch: string;
  let dist: string;
  let cdn: StaticServer | undefined;
  let platform: Platform | undefined;
  const serverEntry = () => path.join(dist, 'server', 'remoteEntry.js');
  const rendered = async (url: string) => (await fetch(`${platform?.url}${url}`)).text();

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await ensureAppsBuilt();
    scratch = mkdtempSync(path.join(os.tmpdir(), 'vestora-e2e-ssr-'));
    dist = path.join(scratch, 'marketing');
    cpSync(path.join(repoRoot, 'remote-marketing', 'dist'), dist, { recursive: true });
    cdn = await serveStatic(dist);
    const remotes = Object.fromEntries(
      remoteApps.map((app) => [app.name, `/remotes/${app.name}/mf-manifest.json`]),
    );
    remotes.marketing = `${cdn.url}/mf-manifest.json`;
    const remotesFile = path.join(scratch, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify(remotes));
    platform = await startPlatform({ remotesFile });
  });
  test.afterAll(async () => {
    await platform?.stop();
    await cdn?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  test('renders with the container from the other origin, then a redeploy of it without a restart', async () => {
    const first = await rendered('/about-us');
    expect(first).toMatch(/<h1[^>]*>About us<\/h1>/);
    expect(
      cdn?.requests.some((request) => request.startsWith('/server/remoteEntry.js')),
      'the container came from the other origin',
    ).toBe(true);

    // A redeploy whose server build says something else.
    const code = readFileSync(serverEntry(), 'utf8');
    expect(code).toContain('About us');
    writeFileSync(serverEntry(), code.replaceAll('About us', 'About Vestora, redeployed'));
    await expect
      .poll(() => rendered('/about-us'), { message: 'the new container is rendered', timeout: 20_000 })
      .toMatch(/<h1[^>]*>About Vestora, redeployed<\/h1>/);
  });

  test('a container that fails leaves the page to the browser, which renders it', async ({ page }) => {
    writeFileSync(serverEntry(), 'throw new Error("a broken deploy");\n');
    await expect
      .poll(async () => (await rendered('/about-us')).includes(CONTEXT_SCRIPT.split('#')[1] ?? ''), {
        message: 'the page is sent unrendered',
        timeout: 20_000,
      })
      .toBe(false);
    const response = await page.goto(`${platform?.url}/about-us`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible(LOADING);
  });
});
