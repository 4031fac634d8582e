/**
 * Waiting assertions for playwright-core (which has no `expect`): each polls until it holds or the time is
 * up, then fails with what it last saw.
 */
import { AssertionError } from 'node:assert';
import type { Locator, Page } from 'playwright-core';

export const DEFAULT_WAIT_MS = 15_000;
const POLL_MS = 100;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `read` until `holds(value)`; throws `describe(lastValue)` when `timeout` passes first.
 * Errors thrown by `read` count as "not yet".
 */
export const waitUntil = async <T>(
  read: () => Promise<T> | T,
  holds: (value: T) => boolean,
  describe: (last: T | undefined) => string,
  timeout = DEFAULT_WAIT_MS,
): Promise<T> => {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (holds(last)) return last;
    } catch {
      // Not there yet (element detached, page navigating).
    }
    if (Date.now() >= deadline) throw new AssertionError({ message: describe(last) });
    await delay(POLL_MS);
  }
};

/** The page's path (no origin, no query) becomes `expected`. */
export const expectPath = (page: Page, expected: string, timeout?: number): Promise<string> =>
  waitUntil(
    () => new URL(page.url()).pathname,
    (pathname) => pathname === expected,
    (last) => `expected the path ${expected}, the page stayed on ${last}`,
    timeout,
  );

/** The element is visible (and the first of its matches). */
export const expectVisible = async (locator: Locator, timeout = DEFAULT_WAIT_MS): Promise<Locator> => {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new AssertionError({ message: `expected ${locator} to be visible within ${timeout} ms` });
  }
  return locator.first();
};

/** The element's text matches `expected` (a substring or a pattern). */
export const expectText = (
  locator: Locator,
  expected: string | RegExp,
  timeout?: number,
): Promise<string | null> =>
  waitUntil(
    () => locator.first().textContent({ timeout: POLL_MS * 5 }),
    (text) => text !== null && (typeof expected === 'string' ? text.includes(expected) : expected.test(text)),
    (last) => `expected ${locator} to have the text ${expected}, it had ${JSON.stringify(last)}`,
    timeout,
  );

/** Exactly `expected` elements match. */
export const expectCount = (locator: Locator, expected: number, timeout?: number): Promise<number> =>
  waitUntil(
    () => locator.count(),
    (count) => count === expected,
    (last) => `expected ${expected} of ${locator}, found ${last}`,
    timeout,
  );
