import { TransactionListPage } from './transaction-list-page';

/** /dashboard/admin/manage-deposits */
export function ManageDepositsPage() {
  return <TransactionListPage type="deposit" />;
}
