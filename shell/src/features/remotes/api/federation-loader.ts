/**
 * The browser's remote loader: reads remotes.json once, registers every remote with the Module Federation
 * runtime, and loads `<name>/routes` on first use. Manifest fetches have a deadline and one more try, entry
 * scripts are retried over a flaky network; when a remote still fails, the next call (the panel's Retry)
 * re-registers it so the runtime drops the failed manifest and entry from its caches and really tries again.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { LoadRemoteRoutes, RemoteName, RemoteRoutesModule } from '../../../lib/remote-types';
import {
  fetchRemotesManifest,
  REMOTES_MANIFEST_URL,
  type RemotesManifest,
  readInlineRemotesManifest,
} from './remotes-manifest';
import { fetchWithTimeout, REMOTE_FETCH_TIMEOUT_MS } from './timed-fetch';

/** Two extra tries for an entry script, half a second apart, before a remote is reported as failed. */
const SCRIPT_RETRIES = 2;
const NETWORK_RETRY_DELAY_MS = 500;
/**
 * One extra try for a manifest: with its deadline, a CDN that never answers shows the retry panel after
 * about 2 × 3 s + 0.5 s.
 */
const MANIFEST_RETRIES = 1;

/**
 * The runtime plugin: the retry plugin's entry-script retries, with its manifest fetch replaced by one that
 * gives up (the runtime calls every plugin's `fetch`, so a second plugin would fetch each manifest twice).
 */
const remoteLoadingPlugin = () => ({
  ...RetryPlugin({ script: { retryTimes: SCRIPT_RETRIES, retryDelay: NETWORK_RETRY_DELAY_MS } }),
  name: 'vestora-remote-loading',
  fetch: (url: string, init: RequestInit) =>
    fetchWithTimeout(url, init, {
      timeoutMs: REMOTE_FETCH_TIMEOUT_MS,
      retries: MANIFEST_RETRIES,
      retryDelayMs: NETWORK_RETRY_DELAY_MS,
    }),
});

export interface FederationLoaderOptions {
  remotesUrl?: string;
  fetch?: typeof fetch;
  /** remotes.json as inlined in the page; read once, and fetched instead when absent or after a failure. */
  inlineRemotes?: () => RemotesManifest | null;
}

export interface FederationLoader {
  /** Fetches remotes.json and registers the remotes; a failure is forgotten, so the next call tries again. */
  prepare: () => Promise<RemotesManifest>;
  loadRemoteRoutes: LoadRemoteRoutes;
}

export const createFederationLoader = ({
  remotesUrl = REMOTES_MANIFEST_URL,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  inlineRemotes = readInlineRemotesManifest,
}: FederationLoaderOptions = {}): FederationLoader => {
  registerPlugins([remoteLoadingPlugin()]);

  let manifest: Promise<RemotesManifest> | null = null;
  let inline = inlineRemotes();
  const failedRemotes = new Set<RemoteName>();

  const prepare = (): Promise<RemotesManifest> => {
    if (manifest) return manifest;
    // The copy inlined in the page is the first read (it cannot fail); any later read fetches the file.
    const remotesManifest = inline ? Promise.resolve(inline) : fetchRemotesManifest(remotesUrl, fetchImpl);
    inline = null;
    manifest = remotesManifest.then(
      (remotes) => {
        registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
        return remotes;
      },
      (error: unknown) => {
        manifest = null;
        throw error;
      },
    );
    return manifest;
  };

  const loadRemoteRoutes: LoadRemoteRoutes = async (name) => {
    const remotes = await prepare();
    const entry = remotes[name];
    if (!entry) throw new Error(`The remote "${name}" is not listed in ${remotesUrl}`);
    if (failedRemotes.has(name)) {
      // Forget the failed attempt (cached manifest, half-loaded entry) before trying again.
      registerRemotes([{ name, entry }], { force: true });
      failedRemotes.delete(name);
    }
    try {
      const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
      if (!module?.default) throw new Error(`The remote "${name}" did not provide its routes`);
      return module.default;
    } catch (error) {
      failedRemotes.add(name);
      throw error;
    }
  };

  return { prepare, loadRemoteRoutes };
};
