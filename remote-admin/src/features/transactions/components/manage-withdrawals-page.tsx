import { TransactionListPage } from './transaction-list-page';

/** /dashboard/admin/manage-withdrawals */
export function ManageWithdrawalsPage() {
  return <TransactionListPage type="withdrawal" />;
}
