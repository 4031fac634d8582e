/**
 * What one page load costs on the wire, read from the Chrome DevTools Protocol: every request, and the
 * bytes received (`Network.loadingFinished` encodedDataLength: compressed body plus headers) for scripts.
 */
import { type CDPSession, expect, type Page } from '@playwright/test';

export interface LoadCost {
  /** Every request the page made (redirects count again). */
  requests: number;
  /** The requests that were not scripts, as `type path` (Document /, Fetch /api/me, ...). */
  otherRequests: string[];
  /** Script requests. */
  jsRequests: number;
  /** Bytes received for scripts: compressed bodies plus response headers. */
  jsBytes: number;
  /** The compressed script bodies alone (jsBytes without the headers). */
  jsBodyBytes: number;
  /** Each script: bytes received, of them body bytes, decoded size and the encoding it came in. */
  scripts: ScriptCost[];
}

export interface ScriptCost {
  url: string;
  bytes: number;
  bodyBytes: number;
  decodedBytes: number;
  encoding: string;
}

interface Tracked extends ScriptCost {
  type: string;
}

/** How long the network must stay silent to count as idle. */
const QUIET_MS = 750;

/**
 * Starts recording `page`'s network. `idle()` resolves once no request has been in flight for a while;
 * `cost()` sums what was recorded.
 */
export const measureNetwork = async (page: Page) => {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const tracked = new Map<string, Tracked>();
  const inFlight = new Set<string>();
  let requests = 0;
  const otherRequests: string[] = [];
  let lastActivity = Date.now();

  cdp.on('Network.requestWillBeSent', (event) => {
    requests += 1;
    const type = event.type ?? 'Other';
    if (type !== 'Script') otherRequests.push(`${type} ${new URL(event.request.url).pathname}`);
    lastActivity = Date.now();
    inFlight.add(event.requestId);
    tracked.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      encoding: '',
      bytes: 0,
      bodyBytes: 0,
      decodedBytes: 0,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = tracked.get(event.requestId);
    if (!entry) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    entry.encoding = headers['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = tracked.get(event.requestId);
    if (!entry) return;
    entry.bodyBytes += event.encodedDataLength;
    entry.decodedBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    inFlight.delete(event.requestId);
    const entry = tracked.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now();
    inFlight.delete(event.requestId);
  });

  const idle = () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS, {
        message: 'the network goes idle',
        timeout: 30_000,
        intervals: [100],
      })
      .toBe(true);

  const cost = (): LoadCost => {
    const scripts = [...tracked.values()]
      .filter((entry) => entry.type === 'Script')
      .map(({ type: _type, ...script }) => script);
    return {
      requests,
      otherRequests,
      jsRequests: scripts.length,
      jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      jsBodyBytes: scripts.reduce((sum, script) => sum + script.bodyBytes, 0),
      scripts,
    };
  };

  return { cdp, idle, cost };
};
