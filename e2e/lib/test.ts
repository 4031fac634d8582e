/**
 * The suite's `test` and `expect`: Playwright's, with a page watch every test gets. A test fails on an
 * uncaught error in any page of its context and on a console error it did not allow with
 * `test.use({ allowConsoleErrors: [...] })` (a test that blocks a remote on purpose allows its reports).
 */
import { test as base, expect, type Page } from '@playwright/test';

export interface SuiteOptions {
  /** Console errors this test causes on purpose, matched against `text (url)`. */
  allowConsoleErrors: RegExp[];
}

interface SuiteFixtures {
  /** Console errors seen so far in the test's pages, as `text (url)`. */
  consoleErrors: string[];
}

export const test = base.extend<SuiteOptions & SuiteFixtures>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, allowConsoleErrors }, use, testInfo) => {
      const pageErrors: Error[] = [];
      const consoleErrors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => pageErrors.push(error));
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
        });
      };
      // Every page of the context, also those a test opens itself.
      context.pages().forEach(watch);
      context.on('page', watch);

      await use(consoleErrors);

      // A test that already failed reports its own error; these go beside it instead of burying it.
      if (testInfo.status !== testInfo.expectedStatus) {
        const seen = [...pageErrors.map((error) => error.stack ?? String(error)), ...consoleErrors];
        if (seen.length > 0) await testInfo.attach('page errors', { body: seen.join('\n\n') });
        return;
      }
      expect(
        pageErrors.map((error) => error.stack ?? String(error)),
        'uncaught errors in the page',
      ).toEqual([]);
      const unexpected = consoleErrors.filter(
        (text) => !allowConsoleErrors.some((allowed) => allowed.test(text)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page's path (no origin, no query) becomes `expected`. */
export const expectPath = (page: Page, expected: string, timeout?: number): Promise<void> =>
  expect
    .poll(() => new URL(page.url()).pathname, { message: `the page's path becomes ${expected}`, timeout })
    .toBe(expected);
