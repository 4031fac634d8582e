/**
 * The daily accrual (decisions §2). For every active user plan and every day after it started (and after
 * the last day already credited) up to `throughDay`, one `earnings` transaction of the plan's daily return
 * is credited to the wallet through the ledger; the plan's days left go down and its total returns up. On
 * the day the last day is credited, the capital comes back as a `capital_return` and the plan completes.
 *
 * Set-based: each batch of plans is one SQL statement (common table expressions over up to `batchSize`
 * plans), so 100,000 plans cost a few statements, not hundreds of thousands. Plans are split into
 * ACCRUAL_PARTITIONS partitions by owner, credited side by side on separate connections (both cores of a
 * PostgreSQL server; PGlite, with one connection, alternates them); within a partition batches follow the
 * owners' order, so each wallet is locked and credited once per run. What makes a plan-day cheap is in
 * migration 005 (and measured in bench/): no per-row foreign-key checks, heap-only plan and wallet updates,
 * no index written at random.
 *
 * Safe to run twice and from several instances at once: each batch takes its partition's transaction-scoped
 * advisory lock, so a partition's batches run one at a time across instances, and only plans still due when
 * the lock is held are credited (a run that waited finds the work done). The unique key (day, plan) on
 * earnings transactions makes a second credit for the same day impossible even so. Missed days (downtime)
 * are caught up in one run.
 *
 * One plan that cannot be credited never stops the others (decisions §2): a plan paying 0 cents a day (only
 * possible in rows written before migration 012) is left out of the batches, and a batch that fails is
 * credited again plan by plan, so that only the plan that fails is skipped. Each skipped plan is reported
 * in the result (the scheduler logs it as a warning, the command prints it) and tried again on the next run.
 */
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { bulkCreditCtes } from '../modules/ledger/ledger';

/** Class of the per-partition advisory locks (any constant shared by every instance; the migration lock is
 * the single-key 73_451_001, in another lock space). */
const ACCRUAL_LOCK = 73_451_002;
/** Plans are split among this many partitions by their owner (user_id % 2), each with its own lock: a
 * partition's batches run one at a time across instances, and partitions run side by side, on separate
 * connections, without ever waiting for each other's wallets. The number is written in the index the batches
 * walk (user_plans_accrual_idx, migration 005): changing it takes a new index. */
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
  /** Plans due that were not credited, and why (tried again on every run). */
  skipped: SkippedPlan[];
}

export interface SkippedPlan {
  userPlanId: number;
  userId: number;
  reason: string;
}

interface BatchRow {
  plans: number;
  last_user_id: number | null;
  last_plan_id: number | null;
  earnings: number;
  earnings_cents: number;
  completed: number;
  capital_cents: number;
}

const isDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** Where a partition's walk stands: the last plan credited, in (user_id, id) order. */
export interface AccrualCursor {
  userId: number;
  planId: number;
}

/** Written out (not a parameter) so that the planner matches the index user_plans_accrual_idx. */
const inPartition = (table: string, partition: number) =>
  sql`${sql.ref(`${table}.user_id`)} % ${sql.lit(ACCRUAL_PARTITIONS)} = ${partition}`;

/** The plans of a partition still due through `throughDay` after `after`, in the order batches take them. */
const dueAfter = (partition: number, after: AccrualCursor, throughDay: string) => sql`
  status = 'active' AND ${inPartition('user_plans', partition)}
  AND (user_id, id) > (${after.userId}, ${after.planId})
  AND duration > 0 AND returns_cents > 0 AND coalesce(last_accrued_on, started_on) < ${throughDay}::date`;

/**
 * One batch as a single statement (exported for the bench, which explains it): the next `batchSize` due
 * plans of one partition after `after`, in (user_id, id) order, so each wallet is locked and credited once.
 */
export const accrueBatch = (
  partition: number,
  after: AccrualCursor,
  throughDay: string,
  batchSize: number,
) => {
  return sql<BatchRow>`
  WITH due AS MATERIALIZED (
    SELECT id, user_id, title, amount_cents, returns_cents, duration,
           coalesce(last_accrued_on, started_on) AS from_day,
           least(${throughDay}::date - coalesce(last_accrued_on, started_on), duration) AS days
    FROM user_plans
    WHERE ${dueAfter(partition, after, throughDay)}
    ORDER BY user_id, id
    LIMIT ${batchSize}
  ),
  last_due AS (SELECT user_id, id FROM due ORDER BY user_id DESC, id DESC LIMIT 1),
  -- Each day of the batch once, with its midnight (UTC) as a timestamp, rather than a series and a time-zone
  -- conversion per plan.
  calendar AS MATERIALIZED (
    SELECT day::date AS day, day AT TIME ZONE 'UTC' AS midnight
    FROM generate_series((SELECT min(from_day) + 1 FROM due), ${throughDay}::date, interval '1 day') AS day
  ),
  credits AS MATERIALIZED (
    SELECT nextval('transactions_id_seq'::regclass) AS transaction_id, movements.*
    FROM (
      SELECT due.id AS user_plan_id, due.user_id, due.title, 'earnings' AS type,
             due.returns_cents AS amount_cents, calendar.day, calendar.midnight
      FROM due JOIN calendar ON calendar.day > due.from_day AND calendar.day <= due.from_day + due.days
      UNION ALL
      SELECT due.id, due.user_id, due.title, 'capital_return', due.amount_cents, calendar.day, calendar.midnight
      FROM due JOIN calendar ON calendar.day = due.from_day + due.days
      WHERE due.days = due.duration
    ) AS movements
  ),
  new_transactions AS (
    INSERT INTO transactions (id, user_id, type, status, amount_cents, plan_reference, user_plan_id,
                              accrual_day, created_at, decided_at)
    SELECT transaction_id, user_id, type, 'confirmed', amount_cents, title || ' #' || user_plan_id,
           user_plan_id, CASE WHEN type = 'earnings' THEN day END, midnight, midnight
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
    -- The batch is a stretch of the partition's index: saying so lets the planner read just that stretch.
    WHERE user_plans.id = due.id
      AND user_plans.status = 'active' AND ${inPartition('user_plans', partition)}
      AND (user_plans.user_id, user_plans.id) > (${after.userId}, ${after.planId})
      AND (user_plans.user_id, user_plans.id) <= ((SELECT user_id FROM last_due), (SELECT id FROM last_due))
  ),
  ${bulkCreditCtes('credits')}
  SELECT
    (SELECT count(*) FROM due) AS plans,
    (SELECT user_id FROM last_due) AS last_user_id,
    (SELECT id FROM last_due) AS last_plan_id,
    count(*) FILTER (WHERE type = 'earnings') AS earnings,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'earnings'), 0)::bigint AS earnings_cents,
    count(*) FILTER (WHERE type = 'capital_return') AS completed,
    coalesce(sum(amount_cents) FILTER (WHERE type = 'capital_return'), 0)::bigint AS capital_cents
  FROM credits`;
};

const emptyResult = (throughDay: string): AccrualResult => ({
  throughDay,
  plans: 0,
  earnings: 0,
  earningsCents: 0,
  completedPlans: 0,
  capitalReturnedCents: 0,
  batches: 0,
  skipped: [],
});

/** Runs one batch in its own transaction, under the partition's lock; undefined when nothing was due. */
const runBatch = (db: DB, partition: number, after: AccrualCursor, throughDay: string, batchSize: number) =>
  db.transaction().execute(async (trx) => {
    // The lock first, in its own statement, so that the batch's statement reads the plans as whoever held
    // it before left them. JIT off: the planner, which takes the calendar for 1,000 days, would otherwise
    // compile the statement, which costs more than the work. No wait for the WAL flush at commit: a batch
    // lost in a crash is credited again by the next run (nothing else remembers it), and any transaction
    // that spends the credit commits with a flush that covers the batch too.
    await sql`
      SELECT set_config('jit', 'off', true), set_config('synchronous_commit', 'off', true),
             pg_advisory_xact_lock(${ACCRUAL_LOCK}, ${partition})`.execute(trx);
    const { rows } = await accrueBatch(partition, after, throughDay, batchSize).execute(trx);
    const batch = rows[0];
    if (!batch || batch.plans === 0 || batch.last_user_id === null || batch.last_plan_id === null) return;
    return { ...batch, last: { userId: batch.last_user_id, planId: batch.last_plan_id } };
  });

const addBatch = (result: AccrualResult, batch: BatchRow) => {
  result.batches += 1;
  result.plans += Number(batch.plans);
  result.earnings += Number(batch.earnings);
  result.earningsCents += Number(batch.earnings_cents);
  result.completedPlans += Number(batch.completed);
  result.capitalReturnedCents += Number(batch.capital_cents);
};

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * After a batch failed: the plans it would have taken, each credited alone, so that only the plan that
 * fails is skipped. Returns where the partition's walk stands afterwards.
 */
const creditOneByOne = async (
  db: DB,
  partition: number,
  after: AccrualCursor,
  throughDay: string,
  batchSize: number,
  result: AccrualResult,
  batchError: unknown,
): Promise<AccrualCursor> => {
  const { rows: keys } = await sql<{ user_id: number; id: number }>`
    SELECT user_id, id FROM user_plans WHERE ${dueAfter(partition, after, throughDay)}
    ORDER BY user_id, id LIMIT ${batchSize}`.execute(db);
  // Nothing left to blame: the failure was not one plan's (the database itself, say).
  if (keys.length === 0) throw batchError;
  let cursor = after;
  for (const key of keys) {
    try {
      const single = await runBatch(db, partition, cursor, throughDay, 1);
      if (single) addBatch(result, single);
    } catch (error) {
      result.skipped.push({ userPlanId: key.id, userId: key.user_id, reason: reasonOf(error) });
    }
    cursor = { userId: key.user_id, planId: key.id };
  }
  return cursor;
};

/** Credits the due plans of one partition, batch after batch, adding up into `result`. */
const accruePartition = async (
  db: DB,
  partition: number,
  throughDay: string,
  batchSize: number,
  result: AccrualResult,
) => {
  let after: AccrualCursor = { userId: 0, planId: 0 };
  for (;;) {
    let batch: Awaited<ReturnType<typeof runBatch>>;
    try {
      batch = await runBatch(db, partition, after, throughDay, batchSize);
    } catch (error) {
      after = await creditOneByOne(db, partition, after, throughDay, batchSize, result, error);
      continue;
    }
    if (!batch) return;
    addBatch(result, batch);
    after = batch.last;
  }
};

/** Plans due that pay 0 cents a day (rows from before migration 012): never credited, always reported. */
const unpayablePlans = async (db: DB, throughDay: string): Promise<SkippedPlan[]> => {
  const { rows } = await sql<{ id: number; user_id: number }>`
    SELECT id, user_id FROM user_plans
    WHERE status = 'active' AND returns_cents <= 0 AND duration > 0
      AND coalesce(last_accrued_on, started_on) < ${throughDay}::date
    ORDER BY id`.execute(db);
  return rows.map((row) => ({
    userPlanId: row.id,
    userId: row.user_id,
    reason: 'its daily return is 0 cents: a plan must pay at least a cent a day',
  }));
};

/**
 * Credits every day due up to and including `throughDay` ('YYYY-MM-DD', UTC). A plan started on day D
 * earns first for D + 1.
 */
export const runAccrual = async (
  db: DB,
  throughDay: string,
  options: { batchSize?: number } = {},
): Promise<AccrualResult> => {
  if (!isDay(throughDay)) throw new Error(`Accrual day must be a date as YYYY-MM-DD, got "${throughDay}"`);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_PLANS;
  const result = emptyResult(throughDay);
  // One worker per partition, each on its own connection (PGlite, with one, simply alternates them).
  const outcomes = await Promise.allSettled(
    Array.from({ length: ACCRUAL_PARTITIONS }, (_, partition) =>
      accruePartition(db, partition, throughDay, batchSize, result),
    ),
  );
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  result.skipped.unshift(...(await unpayablePlans(db, throughDay)));
  return result;
};
