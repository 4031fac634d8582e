import { Route, Routes } from 'react-router-dom';
import { useNoIndex } from 'shared-ui/page-meta';
import { RemoteArea } from '../../remotes';
import { RequireAdmin, RequireSession } from '../../session';
import { DashboardLayout } from './dashboard-layout';

/**
 * Everything under /dashboard (signed-in only): /dashboard/admin/* is remote-admin (admins only), the rest
 * remote-investor. Each remote renders its own relative routes. None of it is for search engines (noindex).
 */
export default function DashboardArea() {
  useNoIndex();
  return (
    <RequireSession>
      <DashboardLayout>
        <Routes>
          <Route
            path="admin/*"
            element={
              <RequireAdmin>
                <RemoteArea name="admin" />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<RemoteArea name="investor" />} />
        </Routes>
      </DashboardLayout>
    </RequireSession>
  );
}
