/** Money fixtures for the engine's tests: plans, funded wallets, and the ledger invariant every test checks. */

import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { DB } from '../../src/db/database';
import { postLedgerEntry } from '../../src/modules/ledger/ledger';
import { confirmTransaction } from '../../src/modules/transactions/decisions';
import { submitDeposit } from '../../src/modules/transactions/service';

export interface PlanFixture {
  title?: string;
  roi?: number;
  duration?: number;
  minCents?: number;
  maxCents?: number;
}

/** A plan on offer, written straight into the table (the plan routes have tests of their own). */
export const createPlanRow = async (db: DB, plan: PlanFixture = {}) =>
  db
    .insertInto('plans')
    .values({
      title: plan.title ?? 'Test plan',
      roi: plan.roi ?? 2,
      duration: plan.duration ?? 5,
      min_amount_cents: plan.minCents ?? 5_000,
      max_amount_cents: plan.maxCents ?? 1_000_000,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Puts money in a wallet the only way there is: a confirmed bonus transaction and its ledger entry. */
export const fundWallet = (db: DB, userId: number, cents: number) =>
  db.transaction().execute(async (trx) => {
    const bonus = await trx
      .insertInto('transactions')
      .values({
        user_id: userId,
        type: 'bonus',
        status: 'confirmed',
        amount_cents: cents,
        reason: 'test funds',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postLedgerEntry(trx, { userId, transactionId: bonus.id, amountCents: cents });
  });

export const walletCents = async (db: DB, userId: number): Promise<number> =>
  (await db.selectFrom('users').select('wallet_cents').where('id', '=', userId).executeTakeFirstOrThrow())
    .wallet_cents;

/** decisions §2: for every user, the wallet equals the sum of their ledger entries, and is never negative. */
export const assertLedgerInvariant = async (db: DB) => {
  const { rows } = await sql<{ id: number; wallet_cents: number; ledger_cents: number }>`
    SELECT users.id, users.wallet_cents, coalesce(sum(ledger_entries.amount_cents), 0)::bigint AS ledger_cents
    FROM users LEFT JOIN ledger_entries ON ledger_entries.user_id = users.id
    GROUP BY users.id
    HAVING users.wallet_cents <> coalesce(sum(ledger_entries.amount_cents), 0) OR users.wallet_cents < 0`.execute(
    db,
  );
  assert.deepEqual(rows, [], 'wallet_cents must equal the sum of ledger entries for every user');
};

export const countRows = async (
  db: DB,
  table: 'transactions' | 'ledger_entries' | 'user_plans' | 'audit_log',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

let referenceCounter = 0;
/** A unique on-chain transaction id for deposits in tests. */
export const txReference = () => {
  referenceCounter += 1;
  return `tx${Date.now().toString(36)}${referenceCounter.toString().padStart(6, '0')}`;
};

/**
 * Starts a user plan through the real engine: a deposit submitted and confirmed on `startedOn` (UTC), as
 * the deposit and decision services do it.
 */
export const startPlanOn = async (
  db: DB,
  options: { userId: number; adminId: number; planId: number; amount: number; startedOn: string },
) => {
  const at = new Date(`${options.startedOn}T09:00:00Z`);
  const deposit = await submitDeposit(
    db,
    options.userId,
    {
      plan_id: options.planId,
      transaction_id: txReference(),
      payment_method: 'bitcoin',
      amount: options.amount,
    },
    at,
  );
  await confirmTransaction(db, options.adminId, deposit.id, at);
  return db
    .selectFrom('user_plans')
    .selectAll()
    .where('deposit_id', '=', deposit.id)
    .executeTakeFirstOrThrow();
};
