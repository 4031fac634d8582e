import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ComingSoon } from 'shared-ui/coming-soon';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { Spinner } from 'shared-ui/spinner';
import { addressCoins } from './features/addresses/components/address-coins';
import { ManagePlansPage } from './features/plans/components/manage-plans-page';

// The plan form's pages are chunks of their own: the form library (react-hook-form) and the form load
// when a plan is created or edited, not with the plan list.
const CreatePlanPage = lazy(() =>
  import('./features/plans/components/create-plan-page').then(({ CreatePlanPage: Page }) => ({
    default: Page,
  })),
);
const EditPlanPage = lazy(() =>
  import('./features/plans/components/edit-plan-page').then(({ EditPlanPage: Page }) => ({ default: Page })),
);

const Lazy = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner size="lg" label="Loading this page" />}>{children}</Suspense>
);

/**
 * The admin area, relative to where the shell mounts it ("/dashboard/admin/*"); the shell lets only
 * admins in and renders it inside the dashboard layout. Screens not built yet say so plainly.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="manage-plan" replace />} />
      <Route path="manage-plan" element={<ManagePlansPage />} />
      <Route
        path="manage-plan/create-new-plan"
        element={
          <Lazy>
            <CreatePlanPage />
          </Lazy>
        }
      />
      <Route
        path="manage-plan/edit-plan/:id"
        element={
          <Lazy>
            <EditPlanPage />
          </Lazy>
        }
      />
      <Route path="manage-address" element={<ComingSoon title="Manage addresses" />} />
      {/* One address list per supported coin; any other coin is an unknown page. */}
      {addressCoins.flatMap((coin) => [
        <Route
          key={coin.path}
          path={`manage-address/${coin.path}`}
          element={<ComingSoon title={`${coin.label} addresses`} />}
        />,
        <Route
          key={`${coin.path}/create`}
          path={`manage-address/${coin.path}/create-address`}
          element={<ComingSoon title={`New ${coin.label} address`} />}
        />,
      ])}
      <Route path="manage-deposits" element={<ComingSoon title="Deposits" />} />
      <Route path="manage-withdrawals" element={<ComingSoon title="Withdrawals" />} />
      <Route path="manage-users" element={<ComingSoon title="Users" />} />
      <Route path="manage-users/:id" element={<ComingSoon title="User details" />} />
      <Route path="manage-users/:id/user-plans" element={<ComingSoon title="User plans" />} />
      <Route path="manage-users/:id/buy-plan" element={<ComingSoon title="Buy a plan for this user" />} />
      <Route path="manage-identity-verification" element={<ComingSoon title="Identity verification" />} />
      <Route path="manage-identity-verification/:id" element={<ComingSoon title="Identity review" />} />
      <Route
        path="*"
        element={<NotFoundRoute home="/dashboard/admin/manage-plan" homeLabel="Back to admin" />}
      />
    </Routes>
  );
}
