import { createStandaloneSession } from 'shared-api/standalone-session';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import MarketingRoutes from './routes';

/**
 * single-spa lifecycles of remote-marketing (exposed as `./lifecycles`): the public pages at /, as the shell mounts them (no sign-in needed), with a
 * fresh store and query cache per mount, for the standalone page or any single-spa root config.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'remote-marketing',
  basePath: '/',
  routes: MarketingRoutes,
  createSession: () => createStandaloneSession('public'),
});
