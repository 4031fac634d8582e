import { type Kysely, sql } from 'kysely';
import type { Database, TransactionRow, TransactionStatus, TransactionType } from '../../db/schema';
import type { Trx } from '../ledger/ledger';

export type NewTransaction = Omit<
  Partial<TransactionRow>,
  'id' | 'created_at' | 'user_id' | 'type' | 'status' | 'amount_cents'
> &
  Pick<TransactionRow, 'user_id' | 'type' | 'status' | 'amount_cents'> & { created_at?: Date };

export const insertTransaction = (db: Kysely<Database>, values: NewTransaction) =>
  db.insertInto('transactions').values(values).returningAll().executeTakeFirstOrThrow();

export const findTransaction = (db: Kysely<Database>, id: number) =>
  db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();

/** The transaction's row, locked until the caller's transaction ends (admin decisions). */
export const lockTransaction = (trx: Trx, id: number) =>
  trx.selectFrom('transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const markDecided = (
  trx: Trx,
  id: number,
  decision: { status: TransactionStatus; decidedBy: number; decidedAt: Date; reason?: string | null },
) =>
  trx
    .updateTable('transactions')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
      ...(decision.reason ? { reason: decision.reason } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** How far back the withdrawal limits look (decisions §2: a total over the last 24 hours). */
export const WITHDRAWAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The sum in cents of the user's pending and confirmed withdrawals in the 24 hours before `now`. Literal
 * conditions, so the partial index transactions_recent_withdrawals_idx (migration 013) always matches.
 */
export const recentWithdrawalsCents = async (trx: Trx, userId: number, now: Date): Promise<number> => {
  const row = await trx
    .selectFrom('transactions')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('total'))
    .where('user_id', '=', userId)
    .where(sql<boolean>`type = 'withdrawal' AND status IN ('pending', 'confirmed')`)
    .where('created_at', '>', new Date(now.getTime() - WITHDRAWAL_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(row.total);
};

/** Whether an on-chain payment reference already backs a deposit (the unique index is the final word). */
export const depositReferenceTaken = async (
  db: Kysely<Database>,
  paymentMethod: NonNullable<TransactionRow['payment_method']>,
  reference: string,
) =>
  Boolean(
    await db
      .selectFrom('transactions')
      .select('id')
      .where('type', '=', 'deposit')
      .where('payment_method', '=', paymentMethod)
      .where('reference', '=', reference)
      .executeTakeFirst(),
  );

export interface ListFilter {
  /** One user's transactions; all users' when undefined (admin). */
  userId?: number | undefined;
  limit: number;
  cursor?: number | undefined;
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
}

/** Newest first (by id), keyset-paged: `cursor` returns entries older than that id. */
export const listTransactions = async (db: Kysely<Database>, filter: ListFilter) => {
  let query = db
    .selectFrom('transactions')
    .innerJoin('users', 'users.id', 'transactions.user_id')
    .selectAll('transactions')
    .select('users.username')
    .orderBy('transactions.id', 'desc')
    .limit(filter.limit + 1);
  if (filter.userId !== undefined) query = query.where('transactions.user_id', '=', filter.userId);
  if (filter.cursor !== undefined) query = query.where('transactions.id', '<', filter.cursor);
  if (filter.type) query = query.where('transactions.type', '=', filter.type);
  if (filter.status) query = query.where('transactions.status', '=', filter.status);
  const rows = await query.execute();
  const page = rows.slice(0, filter.limit);
  return { rows: page, nextCursor: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
};

/** Sums in cents of a user's confirmed deposits, withdrawals and earnings, and the count of active plans. */
export const userTotals = async (db: Kysely<Database>, userId: number) => {
  const sums = await db
    .selectFrom('transactions')
    .select([
      sql<number>`coalesce(sum(amount_cents) filter (where type = 'deposit' and status = 'confirmed'), 0)::bigint`.as(
        'deposits',
      ),
      sql<number>`coalesce(sum(amount_cents) filter (where type = 'withdrawal' and status = 'confirmed'), 0)::bigint`.as(
        'withdrawals',
      ),
      sql<number>`coalesce(sum(amount_cents) filter (where type = 'earnings' and status = 'confirmed'), 0)::bigint`.as(
        'earnings',
      ),
      // Referral rewards are the only bonuses tied to a deposit (activation.ts); an admin's bonus is not.
      sql<number>`coalesce(sum(amount_cents) filter (where type = 'bonus' and status = 'confirmed' and related_id is not null), 0)::bigint`.as(
        'referralBonuses',
      ),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const plans = await db
    .selectFrom('user_plans')
    .select((eb) => eb.fn.countAll<number>().as('active'))
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  // Everyone who signed up with the link counts, an account deleted since included: they did sign up.
  const referred = await db
    .selectFrom('users as referred')
    .innerJoin('users as referrer', 'referrer.referral_id', 'referred.referred_by')
    .select((eb) => eb.fn.countAll<number>().as('signups'))
    .where('referrer.id', '=', userId)
    .where('referred.id', '<>', userId)
    .executeTakeFirstOrThrow();
  return { ...sums, activePlans: Number(plans.active), referralSignups: Number(referred.signups) };
};
