import { Provider as StoreProvider } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from 'shared-ui/toast';
import { RemoteRoutesProvider } from '../features/remotes/hooks/remote-routes-context';
import { ApiBridge } from '../features/session/components/api-bridge';
import { ThemeBridge } from '../features/theme/components/theme-bridge';
import { useTheme } from '../features/theme/hooks/use-theme';
import type { LoadRemoteRoutes } from '../lib/remote-types';
import { AppErrorBoundary } from './app-error-boundary';

export type Store = NonNullable<Parameters<typeof StoreProvider>[0]['store']>;
export type RouterComponent = ComponentType<{ children: ReactNode }>;

export interface AppProvidersProps {
  /** Loads a remote's routes (Module Federation in the browser, a fake in tests). */
  loadRemoteRoutes: LoadRemoteRoutes;
  /** The one jotai store of the platform: every remote reads the same atoms. */
  store: Store;
  /** BrowserRouter unless given (tests pass a MemoryRouter). */
  router?: RouterComponent;
  children: ReactNode;
}

function Toasts() {
  const { mode } = useTheme();
  return <ToastHost theme={mode} />;
}

/** Everything the shell provides to all areas: store, theme, router, the one toast host, remote loading. */
export function AppProviders({
  loadRemoteRoutes,
  store,
  router: Router = BrowserRouter,
  children,
}: AppProvidersProps) {
  return (
    <StoreProvider store={store}>
      <ThemeBridge>
        <AppErrorBoundary>
          <RemoteRoutesProvider load={loadRemoteRoutes}>
            <Router>
              <ApiBridge />
              {children}
            </Router>
          </RemoteRoutesProvider>
        </AppErrorBoundary>
        <Toasts />
      </ThemeBridge>
    </StoreProvider>
  );
}
