/** What a page fetched: every response, with JavaScript bodies read as they arrive. */
import type { BrowserContext, Page, Response } from '@playwright/test';

export interface Fetched {
  url: string;
  status: number;
  resourceType: string;
  /** The body of script responses (empty for others, and when Chromium no longer had it). */
  body: string;
}

const isScript = (response: Response): boolean =>
  response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');

/**
 * Records every response of `target` from now on. `settled()` waits for the bodies still being read and
 * returns the list.
 */
export const recordResponses = (target: Page | BrowserContext) => {
  const pending: Promise<Fetched>[] = [];
  target.on('response', (response) => {
    const base = {
      url: response.url(),
      status: response.status(),
      resourceType: response.request().resourceType(),
    };
    pending.push(
      isScript(response)
        ? response.text().then(
            (body) => ({ ...base, body }),
            () => ({ ...base, body: '' }),
          )
        : Promise.resolve({ ...base, body: '' }),
    );
  });
  return { settled: () => Promise.all(pending) };
};

/**
 * The next response to `method` on a path starting with `pathPrefix`. Marked as handled at once, so a test
 * that fails before awaiting it reports its own error instead of a stray rejection.
 */
export const nextCall = (page: Page, method: string, pathPrefix: string): Promise<Response> => {
  const response = page.waitForResponse(
    (candidate) =>
      candidate.request().method() === method && new URL(candidate.url()).pathname.startsWith(pathPrefix),
  );
  response.catch(() => undefined);
  return response;
};
