import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from 'shared-ui/loading-screen';
import type { RemoteName } from '../../../lib/remote-types';
import { useRemoteRoutesRegistry } from '../hooks/remote-routes-context';
import { RemoteErrorBoundary } from './remote-error-boundary';

/**
 * One remote's routes inside its own error boundary and Suspense. The fallback is the loading screen
 * (shifted for the side menu in the dashboard areas); Retry loads the remote again without a page reload.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const { t } = useTranslation('shell');
  const registry = useRemoteRoutesRegistry();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = registry.get(name);

  const retry = useCallback(() => {
    registry.forget(name);
    setAttempt((count) => count + 1);
  }, [registry, name]);

  return (
    <RemoteErrorBoundary area={name} onRetry={retry} resetKey={`${attempt}:${pathname}`}>
      <Suspense fallback={<LoadingScreen withSideMenu={name !== 'marketing'} label={t(`loading.${name}`)} />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
