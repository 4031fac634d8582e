import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { Spinner } from 'shared-ui/spinner';
import { HomePage } from './features/home/components/home-page';
import { NAMESPACE } from './i18n';

// A chunk of its own: the form library (react-hook-form) and the sign-in code load with /login, not with
// every public page.
const LoginPage = lazy(() =>
  import('./features/auth/components/login-page').then(({ LoginPage: Page }) => ({ default: Page })),
);
// Long texts: each document is its own chunk, loaded only by its reader.
const AboutPage = lazy(() =>
  import('./features/legal/components/about-page').then(({ AboutPage: Page }) => ({ default: Page })),
);
const TermsPage = lazy(() =>
  import('./features/legal/components/terms-page').then(({ TermsPage: Page }) => ({ default: Page })),
);
const PrivacyPage = lazy(() =>
  import('./features/legal/components/privacy-page').then(({ PrivacyPage: Page }) => ({ default: Page })),
);

// Sign-up (with its country list) and the two password-reset screens: a chunk each, loaded on their route.
const SignupPage = lazy(() =>
  import('./features/signup/components/signup-page').then(({ SignupPage: Page }) => ({ default: Page })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/password-reset/components/forgot-password-page').then(
    ({ ForgotPasswordPage: Page }) => ({
      default: Page,
    }),
  ),
);
const ResetPasswordPage = lazy(() =>
  import('./features/password-reset/components/reset-password-page').then(({ ResetPasswordPage: Page }) => ({
    default: Page,
  })),
);

/**
 * The public area, relative to where the shell mounts it ("/*"); the shell renders it inside its public
 * layout (top bar, risk warning, footer). The shell sends every path outside /dashboard here and holds no
 * list of these pages: a new public page, a redirect or the not-found page (with its own title) is a
 * deploy of this remote alone. Screens not built yet say so plainly.
 */
export default function MarketingRoutes() {
  const { t } = useTranslation(NAMESPACE);
  const lazyPage = (page: ReactNode) => (
    <Suspense fallback={<Spinner size="lg" label={t('loadingPage')} />}>{page}</Suspense>
  );
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="about-us" element={lazyPage(<AboutPage />)} />
      <Route path="terms-and-conditions" element={lazyPage(<TermsPage />)} />
      {/* decisions §4 */}
      <Route path="terms" element={<Navigate to="/terms-and-conditions" replace />} />
      <Route path="privacy-policy" element={lazyPage(<PrivacyPage />)} />
      <Route path="signup" element={lazyPage(<SignupPage />)} />
      <Route path="signup/:referralCode" element={lazyPage(<SignupPage />)} />
      <Route path="login" element={lazyPage(<LoginPage />)} />
      <Route path="forgot-password" element={lazyPage(<ForgotPasswordPage />)} />
      <Route path="reset-user-password" element={lazyPage(<ResetPasswordPage />)} />
      <Route path="*" element={<NotFoundRoute home="/" />} />
    </Routes>
  );
}
