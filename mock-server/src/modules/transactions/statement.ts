/**
 * A user's statement: their ledger (every change to their wallet), oldest first, each entry with the
 * balance it left and the transaction it belongs to. The running balance is summed by the database over
 * all the user's entries, so a page that starts in the middle still carries the right balance.
 */
import { sql } from 'kysely';
import { centsToDollars } from 'shared-api/contract/common';
import type { StatementResponse } from 'shared-api/contract/transactions';
import type { DB } from '../../db/database';

export interface StatementPage {
  userId: number;
  limit: number;
  after?: number | undefined;
}

export const getStatement = async (
  db: DB,
  { userId, limit, after }: StatementPage,
): Promise<StatementResponse> => {
  const rows = await db
    .with('running', (qb) =>
      qb
        .selectFrom('ledger_entries')
        .select([
          'id',
          'transaction_id',
          'amount_cents',
          'created_at',
          sql<string>`sum(amount_cents) OVER (ORDER BY id)`.as('balance_cents'),
        ])
        .where('user_id', '=', userId),
    )
    .selectFrom('running')
    .innerJoin('transactions', 'transactions.id', 'running.transaction_id')
    .select([
      'running.id',
      'running.amount_cents',
      'running.balance_cents',
      'running.created_at',
      'transactions.id as transaction',
      'transactions.type',
      'transactions.status',
      'transactions.reference',
      'transactions.payment_method',
      'transactions.plan_reference',
      'transactions.reason',
    ])
    .$if(after !== undefined, (qb) => qb.where('running.id', '>', after ?? 0))
    .orderBy('running.id', 'asc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      created_at: new Date(row.created_at).toISOString(),
      amount: centsToDollars(Number(row.amount_cents)),
      balance: centsToDollars(Number(row.balance_cents)),
      transaction: Number(row.transaction),
      type: row.type,
      status: row.status,
      reference: row.reference,
      payment_method: row.payment_method,
      plan_reference: row.plan_reference,
      reason: row.reason,
    })),
    next_after: rows.length > limit ? Number(page.at(-1)?.id) : null,
  };
};
