import { createStandaloneSession } from 'shared-api/standalone-session';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import AdminRoutes from './routes';

/**
 * single-spa lifecycles of remote-admin (exposed as `./lifecycles`): its routes under /dashboard/admin, as the shell mounts them, behind the dev sign-in (admins only), with a
 * fresh store and query cache per mount, for the standalone page or any single-spa root config.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'remote-admin',
  basePath: '/dashboard/admin',
  routes: AdminRoutes,
  createSession: () => createStandaloneSession('admin'),
});
