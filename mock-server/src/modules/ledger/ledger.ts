/**
 * The only code that changes `users.wallet_cents`. Every change is a ledger entry written in the same
 * database transaction as the wallet update, with the user's row locked, so the wallet always equals the
 * sum of the user's ledger entries and can never go below zero (decisions §2).
 */
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { SUSPENDED_MESSAGE } from '../../plugins/auth';

export type Trx = Transaction<Database>;

export interface LockedWallet {
  id: number;
  wallet_cents: number;
  level: number;
  role: 'user' | 'admin';
  suspended: boolean;
  username: string;
  referred_by: string | null;
  deleted: boolean;
}

/**
 * Locks the users' rows (in id order, so two transactions locking the same users never deadlock) and returns
 * them. Call it first when a transaction touches several wallets.
 */
export const lockWallets = async (trx: Trx, userIds: number[]): Promise<Map<number, LockedWallet>> => {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'wallet_cents', 'level', 'role', 'suspended', 'username', 'referred_by', 'deleted_at'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map(({ deleted_at, ...row }) => [row.id, { ...row, deleted: deleted_at !== null }]));
};

/** Locks one user's row and returns it; a missing user is a 404. */
export const lockWallet = async (trx: Trx, userId: number): Promise<LockedWallet> => {
  const wallet = (await lockWallets(trx, [userId])).get(userId);
  if (!wallet) throw notFound('not_found', 'User not found.');
  return wallet;
};

/**
 * Locks the row of a user moving their own money and refuses a suspended account (decisions §3). Read on
 * the locked row, inside the caller's transaction: a suspension racing the call (it locks the same row)
 * either commits before it, and the call is refused, or waits until the call has finished.
 */
export const lockActiveAccount = async (trx: Trx, userId: number): Promise<LockedWallet> => {
  const wallet = await lockWallet(trx, userId);
  if (wallet.deleted) throw notFound('account_deleted', 'User not found.');
  if (wallet.suspended) throw forbidden('account_suspended', SUSPENDED_MESSAGE);
  return wallet;
};

export interface LedgerEntryInput {
  userId: number;
  /** The transaction the user sees for this movement. */
  transactionId: number;
  /** Positive adds to the wallet, negative takes from it; never zero. */
  amountCents: number;
  /** Message when the wallet cannot cover a debit (default 'Insufficient balance'). */
  insufficientMessage?: string;
}

/**
 * Posts one ledger entry and moves the wallet by the same amount, under the user's row lock. A debit larger
 * than the wallet is refused with a 400 and nothing is written (the caller's transaction rolls back).
 * Returns the new wallet balance in cents.
 */
export const postLedgerEntry = async (trx: Trx, entry: LedgerEntryInput): Promise<number> => {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new Error(`A ledger entry needs a non-zero whole number of cents, got ${entry.amountCents}`);
  }
  const wallet = await lockWallet(trx, entry.userId);
  const balance = wallet.wallet_cents + entry.amountCents;
  if (balance < 0)
    throw badRequest('insufficient_balance', entry.insufficientMessage ?? 'Insufficient balance');
  await trx
    .insertInto('ledger_entries')
    .values({ user_id: entry.userId, transaction_id: entry.transactionId, amount_cents: entry.amountCents })
    .execute();
  await trx.updateTable('users').set({ wallet_cents: balance }).where('id', '=', entry.userId).execute();
  return balance;
};

/**
 * The bulk form for jobs that credit many wallets in one statement (the daily accrual): common table
 * expressions to append to a `WITH` list in which the CTE named `source` yields
 * `(user_id, transaction_id, amount_cents)` rows of credits (amount_cents > 0), best in transaction order.
 * They add up each user's credits once, lock those users in id order (the same order as `lockWallets`),
 * write one ledger entry per row and add each user's total to the wallet, all inside the caller's statement.
 */
export const bulkCreditCtes = (source: string): RawBuilder<unknown> => {
  const from = sql.table(source);
  return sql`
    wallet_totals AS MATERIALIZED (
      SELECT user_id, sum(amount_cents) AS amount_cents FROM ${from} GROUP BY user_id
    ),
    -- Bounds on the ids let the planner read only that stretch of users, not the whole table, each time (and
    -- a batch taken in user order is a short stretch).
    wallet_range AS (SELECT min(user_id) AS first_id, max(user_id) AS last_id FROM wallet_totals),
    wallet_locks AS MATERIALIZED (
      SELECT id FROM users
      WHERE id BETWEEN (SELECT first_id FROM wallet_range) AND (SELECT last_id FROM wallet_range)
        AND id IN (SELECT user_id FROM wallet_totals)
      ORDER BY id
      FOR UPDATE
    ),
    ledger_rows AS (
      INSERT INTO ledger_entries (user_id, transaction_id, amount_cents)
      SELECT user_id, transaction_id, amount_cents FROM ${from}
    ),
    wallet_credits AS (
      UPDATE users SET wallet_cents = users.wallet_cents + wallet_totals.amount_cents
      FROM wallet_totals JOIN wallet_locks ON wallet_locks.id = wallet_totals.user_id
      WHERE users.id = wallet_totals.user_id
        AND users.id BETWEEN (SELECT first_id FROM wallet_range) AND (SELECT last_id FROM wallet_range)
    )`;
};
