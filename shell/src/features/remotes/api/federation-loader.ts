/**
 * The browser's remote loader: reads remotes.json once, registers every remote with the Module Federation
 * runtime, and loads `<name>/routes` on first use. The retry plugin retries manifest fetches and entry
 * scripts over a flaky network; when a remote still fails, the next call (the panel's Retry) re-registers
 * it so the runtime drops the failed manifest and entry from its caches and really tries again.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { LoadRemoteRoutes, RemoteName, RemoteRoutesModule } from '../../../lib/remote-types';
import { fetchRemotesManifest, REMOTES_MANIFEST_URL, type RemotesManifest } from './remotes-manifest';

/** Two extra tries, half a second apart, before a remote is reported as failed. */
const NETWORK_RETRIES = 2;
const NETWORK_RETRY_DELAY_MS = 500;

export interface FederationLoaderOptions {
  remotesUrl?: string;
  fetch?: typeof fetch;
}

export interface FederationLoader {
  /** Fetches remotes.json and registers the remotes; a failure is forgotten, so the next call tries again. */
  prepare: () => Promise<RemotesManifest>;
  loadRemoteRoutes: LoadRemoteRoutes;
}

export const createFederationLoader = ({
  remotesUrl = REMOTES_MANIFEST_URL,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
}: FederationLoaderOptions = {}): FederationLoader => {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: NETWORK_RETRIES, retryDelay: NETWORK_RETRY_DELAY_MS },
      script: { retryTimes: NETWORK_RETRIES, retryDelay: NETWORK_RETRY_DELAY_MS },
    }),
  ]);

  let manifest: Promise<RemotesManifest> | null = null;
  const failedRemotes = new Set<RemoteName>();

  const prepare = (): Promise<RemotesManifest> => {
    manifest ??= fetchRemotesManifest(remotesUrl, fetchImpl).then(
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
