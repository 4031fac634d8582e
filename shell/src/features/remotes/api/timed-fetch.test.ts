import { FetchTimeoutError, fetchWithTimeout } from './timed-fetch';

/** A fetch that never answers, like a CDN that took the connection and went quiet; it obeys its signal. */
const silentFetch = () =>
  jest.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('fetchWithTimeout', () => {
  it('gives up on a server that never answers once the deadline passes', async () => {
    const fetch = silentFetch();
    const result = fetchWithTimeout('/remotes.json', {}, { timeoutMs: 3000, fetch });
    const settled = expect(result).rejects.toBeInstanceOf(FetchTimeoutError);
    await jest.advanceTimersByTimeAsync(2999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
    await expect(result).rejects.toThrow('/remotes.json did not answer within 3000 ms');
  });

  it('tries again after a pause, each attempt with its own deadline', async () => {
    const fetch = silentFetch();
    fetch.mockImplementationOnce(async () => new Response('{}', { status: 503 }));
    const ok = new Response('{"ok":true}', { status: 200 });
    fetch.mockImplementationOnce(async () => ok);
    const result = fetchWithTimeout('/m.json', {}, { timeoutMs: 3000, retries: 1, retryDelayMs: 500, fetch });
    await jest.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe(ok);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers with a 4xx at once and stops after the last retry', async () => {
    const notFound = new Response('', { status: 404 });
    const fetch = jest.fn(async () => notFound);
    await expect(fetchWithTimeout('/m.json', {}, { timeoutMs: 3000, retries: 2, fetch })).resolves.toBe(
      notFound,
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    const silent = silentFetch();
    const result = fetchWithTimeout(
      '/m.json',
      {},
      { timeoutMs: 1000, retries: 1, retryDelayMs: 500, fetch: silent },
    );
    const settled = expect(result).rejects.toBeInstanceOf(FetchTimeoutError);
    await jest.advanceTimersByTimeAsync(2500);
    await settled;
    expect(silent).toHaveBeenCalledTimes(2);
  });
});
