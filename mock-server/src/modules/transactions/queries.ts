/** What users and admins read about money: transaction lists and a user's statistics. */
import { centsToDollars } from 'shared-api/contract/common';
import type { Transaction, TransactionListResponse, UserStatistics } from 'shared-api/contract/transactions';
import type { DB } from '../../db/database';
import type { TransactionRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../types';
import { type ListFilter, listTransactions, userTotals } from './repository';

const toTransaction = (row: TransactionRow & { username: string }, forAdmin: boolean): Transaction => ({
  id: row.id,
  type: row.type,
  status: row.status,
  amount: centsToDollars(row.amount_cents),
  created_at: row.created_at.toISOString(),
  transaction_id: row.reference,
  payment_method: row.payment_method,
  address: row.address,
  plan_reference: row.plan_reference,
  reason: row.reason,
  ...(forAdmin ? { username: row.username, user_id: row.user_id } : {}),
});

/**
 * The caller's own transactions, or an admin list (everyone's, or one user's with `userId`) that also names
 * each row's user.
 */
export const getTransactions = async (
  db: DB,
  filter: ListFilter,
  { forAdmin }: { forAdmin: boolean },
): Promise<TransactionListResponse> => {
  const { rows, nextCursor } = await listTransactions(db, filter);
  return { transactions: rows.map((row) => toTransaction(row, forAdmin)), next_cursor: nextCursor };
};

/** A user's statistics: their own, or anyone's for an admin. */
export const getUserStatistics = async (
  db: DB,
  caller: AuthUser,
  userId: number,
): Promise<UserStatistics> => {
  if (caller.role !== 'admin' && caller.id !== userId)
    throw forbidden('forbidden', 'You can only see your own statistics.');
  if (caller.id !== userId) {
    const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('not_found', 'User not found.');
  }
  const totals = await userTotals(db, userId);
  return {
    deposit_sum: centsToDollars(totals.deposits),
    withdrawal_sum: centsToDollars(totals.withdrawals),
    earnings_sum: centsToDollars(totals.earnings),
    user_plans_count: totals.activePlans,
    referral_signups: totals.referralSignups,
    referral_bonus_sum: centsToDollars(totals.referralBonuses),
  };
};
