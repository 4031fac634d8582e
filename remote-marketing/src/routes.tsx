import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ComingSoon } from 'shared-ui/coming-soon';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { Spinner } from 'shared-ui/spinner';
import { HomePage } from './features/home/components/home-page';
import { NAMESPACE } from './i18n';

// A chunk of its own: the form library (react-hook-form) and the sign-in code load with /login, not with
// every public page.
const LoginPage = lazy(() =>
  import('./features/auth/components/login-page').then(({ LoginPage: Page }) => ({ default: Page })),
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

/** A lazily loaded page with the spinner while its chunk arrives. */
function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return <Suspense fallback={<Spinner size="lg" label={t('loadingPage')} />}>{children}</Suspense>;
}

/**
 * The public area, relative to where the shell mounts it ("/*"); the shell renders it inside its public
 * layout (top bar, risk warning, footer). The shell sends every path outside /dashboard here and holds no
 * list of these pages: a new public page, a redirect or the not-found page (with its own title) is a
 * deploy of this remote alone. Screens not built yet say so plainly.
 */
export default function MarketingRoutes() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="about-us" element={<ComingSoon title={t('pages.aboutUs')} />} />
      <Route path="terms-and-conditions" element={<ComingSoon title={t('pages.terms')} />} />
      {/* decisions §4 */}
      <Route path="terms" element={<Navigate to="/terms-and-conditions" replace />} />
      <Route path="privacy-policy" element={<ComingSoon title={t('pages.privacy')} />} />
      <Route
        path="signup"
        element={
          <Lazy>
            <SignupPage />
          </Lazy>
        }
      />
      <Route
        path="signup/:referralCode"
        element={
          <Lazy>
            <SignupPage />
          </Lazy>
        }
      />
      <Route
        path="login"
        element={
          <Suspense fallback={<Spinner size="lg" label={t('loadingPage')} />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="forgot-password"
        element={
          <Lazy>
            <ForgotPasswordPage />
          </Lazy>
        }
      />
      <Route
        path="reset-user-password"
        element={
          <Lazy>
            <ResetPasswordPage />
          </Lazy>
        }
      />
      <Route path="*" element={<NotFoundRoute home="/" />} />
    </Routes>
  );
}
