import { Navigate, Route, Routes } from 'react-router-dom';
import { ComingSoon } from 'shared-ui/coming-soon';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { LoginPage } from './features/auth/components/login-page';
import { HomePage } from './features/home/components/home-page';

/**
 * The public area, relative to where the shell mounts it ("/*"); the shell renders it inside its public
 * layout (top bar, risk warning, footer). The shell sends every path outside /dashboard here and holds no
 * list of these pages: a new public page, a redirect or the not-found page (with its own title) is a
 * deploy of this remote alone. Screens not built yet say so plainly.
 */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="about-us" element={<ComingSoon title="About us" />} />
      <Route path="terms-and-conditions" element={<ComingSoon title="Terms and conditions" />} />
      {/* decisions §4 */}
      <Route path="terms" element={<Navigate to="/terms-and-conditions" replace />} />
      <Route path="privacy-policy" element={<ComingSoon title="Privacy policy" />} />
      <Route path="signup" element={<ComingSoon title="Create your account" />} />
      <Route path="signup/:referralCode" element={<ComingSoon title="Create your account" />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="forgot-password" element={<ComingSoon title="Forgot your password?" />} />
      <Route path="reset-user-password" element={<ComingSoon title="Reset your password" />} />
      <Route path="*" element={<NotFoundRoute home="/" />} />
    </Routes>
  );
}
