import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoon } from 'shared-ui/coming-soon';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { Spinner } from 'shared-ui/spinner';
import { DashboardHome } from './features/dashboard/components/dashboard-home';
import { paymentCoins } from './features/plans/components/payment-coins';
import { NAMESPACE } from './i18n';

// Each screen is a chunk of its own, loaded when it is first visited.
const TransactionHistoryPage = lazy(() =>
  import('./features/transaction-history/components/transaction-history-page').then(
    ({ TransactionHistoryPage: Page }) => ({ default: Page }),
  ),
);
const MyPlansPage = lazy(() =>
  import('./features/my-plans/components/my-plans-page').then(({ MyPlansPage: Page }) => ({ default: Page })),
);
const BuyPlanPage = lazy(() =>
  import('./features/buy-plan/components/buy-plan-page').then(({ BuyPlanPage: Page }) => ({ default: Page })),
);
const PaymentPage = lazy(() =>
  import('./features/buy-plan/components/payment-page').then(({ PaymentPage: Page }) => ({ default: Page })),
);
const WithdrawPage = lazy(() =>
  import('./features/withdraw/components/withdraw-page').then(({ WithdrawPage: Page }) => ({
    default: Page,
  })),
);

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return <Suspense fallback={<Spinner size="lg" label={t('loadingPage')} />}>{children}</Suspense>;
}

/**
 * The signed-in user area, relative to where the shell mounts it ("/dashboard/*"); the shell guards it
 * and renders it inside the dashboard layout. Screens not built yet say so plainly.
 */
export default function InvestorRoutes() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Routes>
      <Route index element={<DashboardHome />} />
      <Route
        path="buy-plan"
        element={
          <Lazy>
            <BuyPlanPage />
          </Lazy>
        }
      />
      {/* One payment screen per supported coin; any other coin is an unknown page. */}
      {paymentCoins.map((coin) => (
        <Route
          key={coin.method}
          path={`buy-plan/${coin.method}`}
          element={
            <Lazy>
              <PaymentPage key={coin.method} method={coin.method} />
            </Lazy>
          }
        />
      ))}
      <Route
        path="make-withdrawal"
        element={
          <Lazy>
            <WithdrawPage />
          </Lazy>
        }
      />
      <Route
        path="transaction-history"
        element={
          <Lazy>
            <TransactionHistoryPage />
          </Lazy>
        }
      />
      <Route
        path="user-plan"
        element={
          <Lazy>
            <MyPlansPage />
          </Lazy>
        }
      />
      <Route path="profile" element={<ComingSoon title={t('pages.profile')} />} />
      <Route path="profile/edit-profile" element={<ComingSoon title={t('pages.editProfile')} />} />
      <Route
        path="profile/edit-contact-information"
        element={<ComingSoon title={t('pages.editContact')} />}
      />
      <Route path="profile/verify-email-address" element={<ComingSoon title={t('pages.verifyEmail')} />} />
      <Route
        path="profile/verify-email-address/confirm-code"
        element={<ComingSoon title={t('pages.confirmCode')} />}
      />
      <Route path="profile/verify-identity" element={<ComingSoon title={t('pages.verifyIdentity')} />} />
      <Route path="*" element={<NotFoundRoute home="/dashboard" homeLabel={t('notFound.home')} />} />
    </Routes>
  );
}
