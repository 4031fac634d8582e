/**
 * Side menu entries (spec §2): 6 for users; admins get those 6 plus the spec's 6 admin entries and the
 * four-eyes approvals and the audit log (decisions §3). `label` is the key of
 * the entry's text in the `shell` catalog.
 */
export interface MenuItem {
  to: string;
  label: `menu.${string}`;
  /** Active only on this exact path (the dashboard home). */
  end?: boolean;
  /** Shows how many requests wait for this admin's decision. */
  countsApprovals?: boolean;
}

export const userMenuItems: readonly MenuItem[] = [
  { to: '/dashboard', label: 'menu.dashboard', end: true },
  { to: '/dashboard/buy-plan', label: 'menu.buyPlan' },
  { to: '/dashboard/make-withdrawal', label: 'menu.withdraw' },
  { to: '/dashboard/transaction-history', label: 'menu.transactions' },
  { to: '/dashboard/user-plan', label: 'menu.myPlans' },
  { to: '/dashboard/profile', label: 'menu.profile' },
];

export const adminMenuItems: readonly MenuItem[] = [
  { to: '/dashboard/admin/manage-plan', label: 'menu.managePlans' },
  { to: '/dashboard/admin/manage-address', label: 'menu.manageAddresses' },
  { to: '/dashboard/admin/manage-deposits', label: 'menu.manageDeposits' },
  { to: '/dashboard/admin/manage-withdrawals', label: 'menu.manageWithdrawals' },
  { to: '/dashboard/admin/manage-users', label: 'menu.manageUsers' },
  { to: '/dashboard/admin/manage-identity-verification', label: 'menu.identityVerification' },
  { to: '/dashboard/admin/approvals', label: 'menu.approvals', countsApprovals: true },
  { to: '/dashboard/admin/audit-log', label: 'menu.auditLog' },
];
