import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { Spinner } from 'shared-ui/spinner';
import { addressCoins } from './features/addresses/components/address-coins';
import { ManagePlansPage } from './features/plans/components/manage-plans-page';
import { NAMESPACE } from './i18n';

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

const ApprovalsPage = lazy(() =>
  import('./features/approvals/components/approvals-page').then(({ ApprovalsPage: Page }) => ({
    default: Page,
  })),
);
const AuditLogPage = lazy(() =>
  import('./features/audit-log/components/audit-log-page').then(({ AuditLogPage: Page }) => ({
    default: Page,
  })),
);
// Every address and identity screen is a chunk of its own (the QR reader and the document viewer load
// with the screen that needs them).
const AddressHubPage = lazy(() =>
  import('./features/addresses/components/address-hub-page').then(({ AddressHubPage: Page }) => ({
    default: Page,
  })),
);
const CoinAddressesPage = lazy(() =>
  import('./features/addresses/components/coin-addresses-page').then(({ CoinAddressesPage: Page }) => ({
    default: Page,
  })),
);
const CreateAddressPage = lazy(() =>
  import('./features/addresses/components/create-address-page').then(({ CreateAddressPage: Page }) => ({
    default: Page,
  })),
);
const IdentityQueuePage = lazy(() =>
  import('./features/identity/components/identity-queue-page').then(({ IdentityQueuePage: Page }) => ({
    default: Page,
  })),
);
const IdentityReviewPage = lazy(() =>
  import('./features/identity/components/identity-review-page').then(({ IdentityReviewPage: Page }) => ({
    default: Page,
  })),
);
// Deposits and withdrawals share one list component, but each route is its own chunk.
const ManageDepositsPage = lazy(() =>
  import('./features/transactions/components/manage-deposits-page').then(({ ManageDepositsPage: Page }) => ({
    default: Page,
  })),
);
const ManageWithdrawalsPage = lazy(() =>
  import('./features/transactions/components/manage-withdrawals-page').then(
    ({ ManageWithdrawalsPage: Page }) => ({ default: Page }),
  ),
);
const ManageUsersPage = lazy(() =>
  import('./features/users/components/manage-users-page').then(({ ManageUsersPage: Page }) => ({
    default: Page,
  })),
);
const UserDetailPage = lazy(() =>
  import('./features/users/components/user-detail-page').then(({ UserDetailPage: Page }) => ({
    default: Page,
  })),
);
const UserPlansPage = lazy(() =>
  import('./features/users/components/user-plans-page').then(({ UserPlansPage: Page }) => ({
    default: Page,
  })),
);
const BuyPlanPage = lazy(() =>
  import('./features/users/components/buy-plan-page').then(({ BuyPlanPage: Page }) => ({ default: Page })),
);

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return <Suspense fallback={<Spinner size="lg" label={t('loadingPage')} />}>{children}</Suspense>;
}

/**
 * The admin area, relative to where the shell mounts it ("/dashboard/admin/*"); the shell lets only
 * admins in and renders it inside the dashboard layout. Screens not built yet say so plainly.
 */
export default function AdminRoutes() {
  const { t } = useTranslation(NAMESPACE);
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
      <Route
        path="manage-address"
        element={
          <Lazy>
            <AddressHubPage />
          </Lazy>
        }
      />
      {/* One address list per supported coin; any other coin is an unknown page. */}
      {addressCoins.flatMap((coin) => [
        <Route
          key={coin.path}
          path={`manage-address/${coin.path}`}
          element={
            <Lazy>
              <CoinAddressesPage coin={coin} />
            </Lazy>
          }
        />,
        <Route
          key={`${coin.path}/create`}
          path={`manage-address/${coin.path}/create-address`}
          element={
            <Lazy>
              <CreateAddressPage coin={coin} />
            </Lazy>
          }
        />,
      ])}
      <Route
        path="manage-deposits"
        element={
          <Lazy>
            <ManageDepositsPage />
          </Lazy>
        }
      />
      <Route
        path="manage-withdrawals"
        element={
          <Lazy>
            <ManageWithdrawalsPage />
          </Lazy>
        }
      />
      <Route
        path="manage-users"
        element={
          <Lazy>
            <ManageUsersPage />
          </Lazy>
        }
      />
      <Route
        path="manage-users/:id"
        element={
          <Lazy>
            <UserDetailPage />
          </Lazy>
        }
      />
      <Route
        path="manage-users/:id/user-plans"
        element={
          <Lazy>
            <UserPlansPage />
          </Lazy>
        }
      />
      <Route
        path="manage-users/:id/buy-plan"
        element={
          <Lazy>
            <BuyPlanPage />
          </Lazy>
        }
      />
      <Route
        path="manage-identity-verification"
        element={
          <Lazy>
            <IdentityQueuePage />
          </Lazy>
        }
      />
      <Route
        path="manage-identity-verification/:id"
        element={
          <Lazy>
            <IdentityReviewPage />
          </Lazy>
        }
      />
      <Route
        path="approvals"
        element={
          <Lazy>
            <ApprovalsPage />
          </Lazy>
        }
      />
      <Route
        path="audit-log"
        element={
          <Lazy>
            <AuditLogPage />
          </Lazy>
        }
      />
      <Route
        path="*"
        element={<NotFoundRoute home="/dashboard/admin/manage-plan" homeLabel={t('notFound.home')} />}
      />
    </Routes>
  );
}
