import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen } from 'shared-ui/loading-screen';
import { ScrollToTop } from '../features/navigation/components/scroll-to-top';
import { PublicArea } from '../features/public-layout/components/public-area';
import { useSessionBootstrap } from '../features/session/hooks/use-session-bootstrap';

// The dashboard chrome is only needed once signed in: kept out of the first-load bundle of public pages.
const DashboardArea = lazy(() => import('../features/dashboard-layout/components/dashboard-area'));

/**
 * The top-level route table: /dashboard/* → the dashboard layout (remote-investor, remote-admin),
 * everything else → the public layout around remote-marketing, which answers its own paths, redirects
 * and unknown addresses.
 */
export function AppRoutes() {
  const { t } = useTranslation('shell');
  useSessionBootstrap();
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <Suspense fallback={<LoadingScreen withSideMenu label={t('loading.dashboard')} />}>
              <DashboardArea />
            </Suspense>
          }
        />
        <Route path="*" element={<PublicArea />} />
      </Routes>
    </>
  );
}
