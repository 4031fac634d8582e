import { createStandaloneSession } from 'shared-api/standalone-session';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import InvestorRoutes from './routes';

/**
 * single-spa lifecycles of remote-investor (exposed as `./lifecycles`): its routes under /dashboard, as the shell mounts them, behind the dev sign-in, with a
 * fresh store and query cache per mount, for the standalone page or any single-spa root config.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'remote-investor',
  basePath: '/dashboard',
  routes: InvestorRoutes,
  createSession: () => createStandaloneSession('user'),
});
