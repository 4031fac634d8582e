import { INLINE_REMOTES_ELEMENT_ID } from 'shared-api/contract/shell-document';
import { readJsonDataScript } from '../../../lib/json-data-script';
import type { RemoteName } from '../../../lib/remote-types';
import { fetchWithTimeout, REMOTE_FETCH_TIMEOUT_MS } from './timed-fetch';

/** remotes.json: container name → URL of that remote's mf-manifest.json. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

const isRemotesManifest = (value: unknown): value is RemotesManifest =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string' && entry.length > 0);

/**
 * Reads remotes.json. It is fetched with `no-cache` because a team redeploys its remote by editing one URL
 * there, without rebuilding the shell, and with a deadline so that a CDN that never answers ends in the
 * retry panel, not an endless spinner.
 */
export const fetchRemotesManifest = async (
  url: string = REMOTES_MANIFEST_URL,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<RemotesManifest> => {
  const response = await fetchWithTimeout(
    url,
    { cache: 'no-cache', headers: { Accept: 'application/json' } },
    { timeoutMs: REMOTE_FETCH_TIMEOUT_MS, fetch: fetchImpl },
  );
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  const body: unknown = await response.json();
  if (!isRemotesManifest(body)) throw new Error(`${url} is not a map of remote names to manifest URLs`);
  return body;
};

/**
 * The remotes.json the server wrote into the page (mock-server's shell-document.ts), or null when the page has
 * none (a plain static server) or it is not a map of names to URLs: then it is fetched.
 */
export const readInlineRemotesManifest = (
  root: Pick<Document, 'getElementById'> = document,
): RemotesManifest | null => readJsonDataScript(INLINE_REMOTES_ELEMENT_ID, isRemotesManifest, root);
