import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from 'shared-ui/toast';
import { LanguageBridge } from '../features/language';
import { RemoteRoutesProvider } from '../features/remotes/hooks/remote-routes-context';
import { ApiBridge } from '../features/session/components/api-bridge';
import { QuerySessionBridge } from '../features/session/components/query-session-bridge';
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
  /** The one query cache of the platform: server state every remote reads through shared-api's hooks. */
  queryClient: QueryClient;
  /** `PlatformRouter` unless given (tests pass a MemoryRouter with the same `useTransitions={false}`). */
  router?: RouterComponent;
  children: ReactNode;
}

/**
 * Navigation is applied at once, not as a React transition: a guard then sees the new path and a session
 * change made in the same tick together (signing out goes home, not to /login), and a remote that is
 * still loading shows its loading screen instead of freezing the previous page.
 */
function PlatformRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

function Toasts() {
  const { mode } = useTheme();
  return <ToastHost theme={mode} />;
}

/**
 * Everything the shell provides to all areas: store, query cache, language, theme, router, the one toast host,
 * remote loading.
 */
export function AppProviders({
  loadRemoteRoutes,
  store,
  queryClient,
  router: Router = PlatformRouter,
  children,
}: AppProvidersProps) {
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <QuerySessionBridge />
        <LanguageBridge />
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
      </QueryClientProvider>
    </StoreProvider>
  );
}
