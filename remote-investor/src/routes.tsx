import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoon } from 'shared-ui/coming-soon';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { Spinner } from 'shared-ui/spinner';
import { DashboardHome } from './features/dashboard/components/dashboard-home';
import { paymentCoins } from './features/plans/components/payment-coins';
import { NAMESPACE } from './i18n';

// Each profile screen is a chunk of its own, loaded when it is visited (the forms bring react-hook-form).
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

function LazyScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return <Suspense fallback={<Spinner size="lg" label={t('profile.loadingPage')} />}>{children}</Suspense>;
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
      <Route path="buy-plan" element={<ComingSoon title={t('pages.buyPlan')} />} />
      {/* One payment screen per supported coin; any other coin is an unknown page. */}
      {paymentCoins.map((coin) => (
        <Route
          key={coin.method}
          path={`buy-plan/${coin.method}`}
          element={<ComingSoon title={t('pages.payWith', { coin: coin.label })} />}
        />
      ))}
      <Route path="make-withdrawal" element={<ComingSoon title={t('pages.withdraw')} />} />
      <Route path="transaction-history" element={<ComingSoon title={t('pages.transactionHistory')} />} />
      <Route path="user-plan" element={<ComingSoon title={t('pages.myPlans')} />} />
      {[
        { path: 'profile', page: <ProfilePage /> },
        { path: 'profile/edit-profile', page: <EditProfilePage /> },
        { path: 'profile/edit-contact-information', page: <EditContactPage /> },
        { path: 'profile/verify-email-address', page: <VerifyEmailPage /> },
        { path: 'profile/verify-email-address/confirm-code', page: <ConfirmCodePage /> },
        { path: 'profile/verify-identity', page: <VerifyIdentityPage /> },
      ].map(({ path, page }) => (
        <Route key={path} path={path} element={<LazyScreen>{page}</LazyScreen>} />
      ))}
      <Route path="*" element={<NotFoundRoute home="/dashboard" homeLabel={t('notFound.home')} />} />
    </Routes>
  );
}
