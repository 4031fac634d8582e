/**
 * The daily accrual (decisions §2). For every active user plan and every day after it started (and after
 * the last day already credited) up to `throughDay`, one `earnings` transaction of the plan's daily return
 * is credited to the wallet through the ledger; the plan's days left go down and its total returns up. On
 * the day the last day is credited, the capital comes back as a `capital_return` and the plan completes.
 *
 * Set-based: each batch of plans is one SQL statement (common table expressions over up to `batchSize`
 * plans), so 100,000 plans cost a few statements, not hundreds of thousands.
 *
 * Safe to run twice and from several instances at once: each batch takes a transaction-scoped advisory
 * lock, so batches run one at a time across instances, and only plans still due when the lock is held are
 * credited (a run that waited finds the work done). The accruals table's primary key (plan, day) makes a
 * second credit for the same day impossible even so. Missed days (downtime) are caught up in one run.
 */
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { bulkCreditCtes } from '../modules/ledger/ledger';

/** Class of the per-partition advisory locks (any constant shared by every instance; the migration lock is the
 * single-key 73_451_001, in a different lock space). */
const ACCRUAL_LOCK = 73_451_002;
/** Plans are split among this many partitions by their owner (user_id % PARTITIONS), each with its own lock:
 * a partition's batches run one at a time across instances, and partitions run side by side, on separate
 * connections, without ever waiting for each other's wallets. Every instance must use the same number. */
export const ACCRUAL_PARTITIONS = 2;
/** Plans per statement: large enough to amortise each statement, small enough that a batch holds its wallet
 * locks (and, on PGlite, the single connection) for a fraction of a second at a time. */
const DEFAULT_BATCH_PLANS = 5_000;

export interface AccrualResult {
  throughDay: string;
  /** Plans that received at least one day of earnings. */
  plans: number;
  /** Earnings transactions written (one per plan and day). */
  earnings: number;
  earningsCents: number;
  /** Plans that reached maturity and returned their capital. */
  completedPlans: number;
  capitalReturnedCents: number;
  batches: number;
}

interface BatchRow {
  plans: number;
  last_plan_id: number | null;
  earnings: number;
  earnings_cents: number;
  completed: number;
  capital_cents: number;
}

const isDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The plans one worker credits: one partition, or all of them (`null`) when a single worker does the job. */
export type AccrualPartition = number | null;

/** One batch as a single statement (exported for the bench, which explains it). */
export const accrueBatch = (
  partition: AccrualPartition,
  afterPlanId: number,
  throughDay: string,
  batchSize: number,
) => sql<BatchRow>`
  WITH due AS MATERIALIZED (
    SELECT id, user_id, title, amount_cents, returns_cents, duration,
           coalesce(last_accrued_on, started_on) AS from_day,
           least(${throughDay}::date - coalesce(last_accrued_on, started_on), duration) AS days
    FROM user_plans
    WHERE status = 'active' AND duration > 0 AND id > ${afterPlanId}
      AND coalesce(last_accrued_on, started_on) < ${throughDay}::date
      ${partition === null ? sql`` : sql`AND user_id % ${ACCRUAL_PARTITIONS} = ${partition}`}
    ORDER BY id
    LIMIT ${batchSize}
  ),
  credits AS MATERIALIZED (
    SELECT nextval('transactions_id_seq'::regclass) AS transaction_id, movements.*
    FROM (
      SELECT due.id AS user_plan_id, due.user_id, due.title, 'earnings' AS type,
             due.returns_cents AS amount_cents, due.from_day + day_number AS day
      FROM due CROSS JOIN LATERAL generate_series(1, due.days) AS day_number
      UNION ALL
      SELECT due.id, due.user_id, due.title, 'capital_return', due.amount_cents, due.from_day + due.days
      FROM due WHERE due.days = due.duration
    ) AS movements
  ),
  new_transactions AS (
    INSERT INTO transactions (id, user_id, type, status, amount_cents, plan_reference, user_plan_id,
                              accrual_day, created_at, decided_at)
    SELECT transaction_id, user_id, type, 'confirmed', amount_cents, title || ' #' || user_plan_id,
           user_plan_id, CASE WHEN type = 'earnings' THEN day END,
           day::timestamp AT TIME ZONE 'UTC', day::timestamp AT TIME ZONE 'UTC'
    FROM credits
  ),
  plan_updates AS (
    UPDATE user_plans SET
      duration = user_plans.duration - due.days,
      total_returns_cents = user_plans.total_returns_cents + due.days * due.returns_cents,
      last_accrued_on = due.from_day + due.days,
      status = CASE WHEN due.days = due.duration THEN 'completed' ELSE 'active' END,
      completed_at = CASE WHEN due.days = due.duration THEN now() END
    FROM due
    -- The batch is a range of ids: saying so lets the planner read just that range, not the whole table.
    WHERE user_plans.id = due.id
      AND user_plans.id BETWEEN (SELECT min(id) FROM due) AND (SELECT max(id) FROM due)
  ),
  ${bulkCreditCtes('credits')}
  SELECT
    (SELECT count(*) FROM due) AS plans,
    (SELECT max(id) FROM due) AS last_plan_id,
    count(*) FILTER (WHERE type = 'earnings') AS earnings,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'earnings'), 0)::bigint AS earnings_cents,
    count(*) FILTER (WHERE type = 'capital_return') AS completed,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'capital_return'), 0)::bigint AS capital_cents
  FROM credits`;

export interface AccrualOptions {
  /** Plans per statement (default 5,000). */
  batchSize?: number;
  /**
   * Connections used at once (default: one per partition, ACCRUAL_PARTITIONS). With 1, a single worker takes
   * every partition's lock and credits all plans in the same batches: the right choice on PGlite, which has
   * one connection anyway.
   */
  workers?: number;
}

const emptyResult = (throughDay: string): AccrualResult => ({
  throughDay,
  plans: 0,
  earnings: 0,
  earningsCents: 0,
  completedPlans: 0,
  capitalReturnedCents: 0,
  batches: 0,
});

/** Credits the due plans of one partition (or of all), batch after batch, adding up into `result`. */
const accruePartition = async (
  db: DB,
  partition: AccrualPartition,
  throughDay: string,
  batchSize: number,
  result: AccrualResult,
) => {
  const locks =
    partition === null ? Array.from({ length: ACCRUAL_PARTITIONS }, (_, index) => index) : [partition];
  let afterPlanId = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      // The lock first, in its own statement, so the batch's statement reads the plans as left by whoever
      // held it before. Locks are taken in ascending order, so two workers never wait for each other in a
      // circle. generate_series over a column is estimated at 1,000 rows a plan, which makes the planner
      // JIT-compile the statement: on 20,000 plans that compilation alone costs more than the work.
      await sql`
        SELECT set_config('jit', 'off', true),
               ${sql.join(locks.map((lock) => sql`pg_advisory_xact_lock(${ACCRUAL_LOCK}, ${lock})`))}`.execute(
        trx,
      );
      const { rows } = await accrueBatch(partition, afterPlanId, throughDay, batchSize).execute(trx);
      return rows[0];
    });
    if (!batch || batch.plans === 0 || batch.last_plan_id === null) return;
    result.batches += 1;
    result.plans += Number(batch.plans);
    result.earnings += Number(batch.earnings);
    result.earningsCents += Number(batch.earnings_cents);
    result.completedPlans += Number(batch.completed);
    result.capitalReturnedCents += Number(batch.capital_cents);
    afterPlanId = batch.last_plan_id;
  }
};

/**
 * Credits every day due up to and including `throughDay` ('YYYY-MM-DD', UTC). A plan started on day D
 * earns first for D + 1.
 */
export const runAccrual = async (
  db: DB,
  throughDay: string,
  options: AccrualOptions = {},
): Promise<AccrualResult> => {
  if (!isDay(throughDay)) throw new Error(`Accrual day must be a date as YYYY-MM-DD, got "${throughDay}"`);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_PLANS;
  const workers = options.workers ?? ACCRUAL_PARTITIONS;
  const result = emptyResult(throughDay);
  if (workers <= 1) {
    await accruePartition(db, null, throughDay, batchSize, result);
    return result;
  }
  // One worker per partition; the partitions' users are disjoint, so their wallet locks never collide.
  const partitions = Array.from({ length: ACCRUAL_PARTITIONS }, (_, index) => index);
  const outcomes = await Promise.allSettled(
    partitions.map((partition) => accruePartition(db, partition, throughDay, batchSize, result)),
  );
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return result;
};
