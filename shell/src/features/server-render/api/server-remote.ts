/**
 * Loads remote-marketing's server container (its Node build, `server/remoteEntry.js`) through the Module
 * Federation runtime's Node loader: fetched over HTTP and evaluated once, then kept. The server passes the
 * entry URL with a version in its query (from the file's validators); a new version is a redeploy, and the
 * runtime is told to forget the old container and load the new one, without a restart.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { i18n } from 'shared-ui/i18n';
import { SHELL_NAMESPACES } from '../../../i18n';
import type { RemoteRoutesModule } from '../../../lib/remote-types';

const REMOTE = 'marketing';

let registeredEntry: string | null = null;
let routes: Promise<ComponentType> | null = null;

/**
 * Drops every catalog the shell does not own from the shared i18n store, so that each is loaded again, when
 * a page needs it, through the loader the new container registers (a lazy page registers its namespace only
 * when its module runs, during the render).
 */
const forgetRemoteCatalogs = () => {
  const shellOwned = new Set<string>(SHELL_NAMESPACES);
  // i18next's loader remembers what it has loaded (`lng|ns` → done) and would not ask again.
  const connector: { state?: Record<string, number> } = i18n.services.backendConnector;
  for (const [language, namespaces] of Object.entries(i18n.store.data)) {
    for (const namespace of Object.keys(namespaces)) {
      if (shellOwned.has(namespace)) continue;
      i18n.removeResourceBundle(language, namespace);
      delete connector.state?.[`${language}|${namespace}`];
    }
  }
};

const load = async (redeployed: boolean): Promise<ComponentType> => {
  const module = await loadRemote<RemoteRoutesModule>(`${REMOTE}/routes`);
  if (!module?.default) throw new Error(`The remote "${REMOTE}" did not provide its routes`);
  if (redeployed) forgetRemoteCatalogs();
  return module.default;
};

/** The marketing routes from the container at `entry` (absolute URL); loaded again when `entry` changes. */
export const loadMarketingRoutes = (entry: string): Promise<ComponentType> => {
  if (entry !== registeredEntry || !routes) {
    // `force` drops the previous container (and a failed attempt) from the runtime's caches.
    const redeployed = registeredEntry !== null;
    registerRemotes([{ name: REMOTE, entry }], { force: redeployed });
    registeredEntry = entry;
    routes = load(redeployed).catch((error: unknown) => {
      // The next request tries again.
      routes = null;
      throw error;
    });
  }
  return routes;
};
