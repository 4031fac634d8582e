/**
 * Fetches that give up. A CDN that accepts the connection and never answers would otherwise hold the
 * shell on a spinner for as long as the browser waits (minutes); with a deadline per attempt the remote's
 * retry panel shows within seconds instead.
 */

/** How long remotes.json or one remote's manifest may take to answer. */
export const REMOTE_FETCH_TIMEOUT_MS = 3_000;

export class FetchTimeoutError extends Error {
  override readonly name = 'FetchTimeoutError';
}

export interface TimedFetchOptions {
  timeoutMs: number;
  /** Further attempts after a failure (no answer in time, no connection, or a 5xx). */
  retries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** One attempt: `fetch` with its own deadline, aborted when it passes. */
const attempt = async (
  input: RequestInfo | URL,
  init: RequestInit,
  timeoutMs: number,
  fetchImpl: typeof fetch,
): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetchImpl(input, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new FetchTimeoutError(`${urlOf(input)} did not answer within ${timeoutMs} ms`, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * `fetch` with a deadline per attempt and `retries` further attempts after a failure. Resolves with the
 * last response (a 4xx is an answer, not retried); rejects with the last error.
 */
export const fetchWithTimeout = async (
  input: RequestInfo | URL,
  init: RequestInit,
  {
    timeoutMs,
    retries = 0,
    retryDelayMs = 0,
    fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  }: TimedFetchOptions,
): Promise<Response> => {
  for (let tries = 0; ; tries += 1) {
    const last = tries >= retries;
    try {
      const response = await attempt(input, init, timeoutMs, fetchImpl);
      if (response.status < 500 || last) return response;
    } catch (error) {
      if (last) throw error;
    }
    await delay(retryDelayMs);
  }
};
