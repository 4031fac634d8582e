/** Side menu entries (spec §2): 6 for users; admins get those 6 plus 6 admin entries. */
export interface MenuItem {
  to: string;
  label: string;
  /** Active only on this exact path (the dashboard home). */
  end?: boolean;
}

export const userMenuItems: readonly MenuItem[] = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/dashboard/buy-plan', label: 'Buy plan' },
  { to: '/dashboard/make-withdrawal', label: 'Withdraw' },
  { to: '/dashboard/transaction-history', label: 'Transactions' },
  { to: '/dashboard/user-plan', label: 'My plans' },
  { to: '/dashboard/profile', label: 'Profile' },
];

export const adminMenuItems: readonly MenuItem[] = [
  { to: '/dashboard/admin/manage-plan', label: 'Manage plans' },
  { to: '/dashboard/admin/manage-address', label: 'Manage addresses' },
  { to: '/dashboard/admin/manage-deposits', label: 'Manage deposits' },
  { to: '/dashboard/admin/manage-withdrawals', label: 'Manage withdrawals' },
  { to: '/dashboard/admin/manage-users', label: 'Manage users' },
  { to: '/dashboard/admin/manage-identity-verification', label: 'Identity verification' },
];
