/**
 * Real Chromium for the suite: one browser per test file, a fresh context (empty cache, cookies, storage)
 * per test. A test fails on an uncaught page error and on a console error it did not allow; on failure a
 * screenshot goes to e2e/artifacts/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TestContext } from 'node:test';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { DEFAULT_WAIT_MS, expectPath } from './expect.ts';
import { artifactsDir } from './paths.ts';

export const chromePath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export interface PageSession {
  page: Page;
  /** Console errors seen so far, as `text (url)`. */
  consoleErrors: string[];
}

export interface SessionOptions extends BrowserContextOptions {
  /** Console errors this test causes on purpose (a blocked remote logs its failure). */
  allowConsoleErrors?: RegExp[];
}

/** A file-name-safe form of a test name. */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Saves a full-page screenshot to e2e/artifacts/<name>.png and returns its path. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
};

/**
 * Runs `body` with a page in a fresh context on `baseURL`, then checks the page errors and console errors
 * and closes the context. A failure leaves `failure-<test>.png` in e2e/artifacts/.
 */
export const withPage = async <T>(
  browser: Browser,
  t: TestContext,
  baseURL: string,
  body: (session: PageSession) => Promise<T>,
  { allowConsoleErrors = [], ...contextOptions }: SessionOptions = {},
): Promise<T> => {
  const context = await browser.newContext({ baseURL, ...contextOptions });
  context.setDefaultTimeout(DEFAULT_WAIT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  const pages: Page[] = [];
  // Every page of the context is watched, also those a test opens itself.
  context.on('page', (opened) => {
    pages.push(opened);
    opened.on('pageerror', (error) => pageErrors.push(error));
    opened.on('console', (message) => {
      if (message.type() !== 'error') return;
      consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
  });
  const page = await context.newPage();

  try {
    const result = await body({ page, consoleErrors });
    if (pageErrors.length > 0) {
      throw new Error(`Uncaught errors in the page:\n${pageErrors.map((error) => error.stack).join('\n')}`);
    }
    const unexpected = consoleErrors.filter(
      (text) => !allowConsoleErrors.some((allowed) => allowed.test(text)),
    );
    if (unexpected.length > 0) throw new Error(`Console errors:\n${unexpected.join('\n')}`);
    return result;
  } catch (error) {
    const open = pages.filter((candidate) => !candidate.isClosed()).at(-1);
    const file = open ? await screenshot(open, `failure-${slug(t.name)}`).catch(() => null) : null;
    if (file) t.diagnostic(`screenshot: ${file}`);
    if (pageErrors.length > 0) t.diagnostic(`page errors: ${pageErrors.map(String).join(' | ')}`);
    throw error;
  } finally {
    await context.close();
  }
};

/** Signs in through the real login form and waits for the dashboard. */
export const signIn = async (page: Page, username: string, password: string): Promise<void> => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/dashboard');
};
