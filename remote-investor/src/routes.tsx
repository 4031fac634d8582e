import { Route, Routes } from 'react-router-dom';
import { ComingSoon } from 'shared-ui/coming-soon';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { DashboardHome } from './features/dashboard/components/dashboard-home';
import { paymentCoins } from './features/plans/components/payment-coins';

/**
 * The signed-in user area, relative to where the shell mounts it ("/dashboard/*"); the shell guards it
 * and renders it inside the dashboard layout. Screens not built yet say so plainly.
 */
export default function InvestorRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardHome />} />
      <Route path="buy-plan" element={<ComingSoon title="Buy a plan" />} />
      {/* One payment screen per supported coin; any other coin is an unknown page. */}
      {paymentCoins.map((coin) => (
        <Route
          key={coin.method}
          path={`buy-plan/${coin.method}`}
          element={<ComingSoon title={`Pay with ${coin.label}`} />}
        />
      ))}
      <Route path="make-withdrawal" element={<ComingSoon title="Withdraw" />} />
      <Route path="transaction-history" element={<ComingSoon title="Transaction history" />} />
      <Route path="user-plan" element={<ComingSoon title="My plans" />} />
      <Route path="profile" element={<ComingSoon title="Profile" />} />
      <Route path="profile/edit-profile" element={<ComingSoon title="Edit profile" />} />
      <Route
        path="profile/edit-contact-information"
        element={<ComingSoon title="Edit contact information" />}
      />
      <Route
        path="profile/verify-email-address"
        element={<ComingSoon title="Verify your e-mail address" />}
      />
      <Route
        path="profile/verify-email-address/confirm-code"
        element={<ComingSoon title="Enter your code" />}
      />
      <Route path="profile/verify-identity" element={<ComingSoon title="Verify your identity" />} />
      <Route path="*" element={<NotFoundRoute home="/dashboard" homeLabel="Back to dashboard" />} />
    </Routes>
  );
}
