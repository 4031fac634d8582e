import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { Spinner } from 'shared-ui/spinner';
import { DashboardHome } from './features/dashboard/components/dashboard-home';
import { paymentCoins } from './features/plans/components/payment-coins';
import { NAMESPACE } from './i18n';

// Every screen beyond the dashboard is a chunk of its own, loaded when it is first visited.
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
const TransactionHistoryPage = lazy(() =>
  import('./features/transaction-history/components/transaction-history-page').then(
    ({ TransactionHistoryPage: Page }) => ({ default: Page }),
  ),
);
const MyPlansPage = lazy(() =>
  import('./features/my-plans/components/my-plans-page').then(({ MyPlansPage: Page }) => ({ default: Page })),
);
const ProfilePage = lazy(() =>
  import('./features/profile/components/profile-page').then(({ ProfilePage: Page }) => ({ default: Page })),
);
const EditProfilePage = lazy(() =>
  import('./features/profile/components/edit-profile-page').then(({ EditProfilePage: Page }) => ({
    default: Page,
  })),
);
const EditContactPage = lazy(() =>
  import('./features/profile/components/edit-contact-page').then(({ EditContactPage: Page }) => ({
    default: Page,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('./features/profile/components/verify-email-page').then(({ VerifyEmailPage: Page }) => ({
    default: Page,
  })),
);
const ConfirmCodePage = lazy(() =>
  import('./features/profile/components/confirm-code-page').then(({ ConfirmCodePage: Page }) => ({
    default: Page,
  })),
);
const VerifyIdentityPage = lazy(() =>
  import('./features/profile/components/verify-identity-page').then(({ VerifyIdentityPage: Page }) => ({
    default: Page,
  })),
);

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return <Suspense fallback={<Spinner size="lg" label={t('loadingPage')} />}>{children}</Suspense>;
}

/** The lazily loaded screens by path (the payment screens, one per coin, follow below). */
const screens: ReadonlyArray<{ path: string; page: ReactNode }> = [
  { path: 'buy-plan', page: <BuyPlanPage /> },
  { path: 'make-withdrawal', page: <WithdrawPage /> },
  { path: 'transaction-history', page: <TransactionHistoryPage /> },
  { path: 'user-plan', page: <MyPlansPage /> },
  { path: 'profile', page: <ProfilePage /> },
  { path: 'profile/edit-profile', page: <EditProfilePage /> },
  { path: 'profile/edit-contact-information', page: <EditContactPage /> },
  { path: 'profile/verify-email-address', page: <VerifyEmailPage /> },
  { path: 'profile/verify-email-address/confirm-code', page: <ConfirmCodePage /> },
  { path: 'profile/verify-identity', page: <VerifyIdentityPage /> },
];

/**
 * The signed-in user area, relative to where the shell mounts it ("/dashboard/*"); the shell guards it
 * and renders it inside the dashboard layout.
 */
export default function InvestorRoutes() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Routes>
      <Route index element={<DashboardHome />} />
      {screens.map(({ path, page }) => (
        <Route key={path} path={path} element={<Lazy>{page}</Lazy>} />
      ))}
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
      <Route path="*" element={<NotFoundRoute home="/dashboard" homeLabel={t('notFound.home')} />} />
    </Routes>
  );
}
