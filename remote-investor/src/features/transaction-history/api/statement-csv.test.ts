import type { StatementEntry } from 'shared-api/types';
import { statementCsv } from './statement-csv';

const entry = (overrides: Partial<StatementEntry>): StatementEntry => ({
  id: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  amount: 500,
  balance: 500,
  transaction: 1,
  type: 'bonus',
  status: 'confirmed',
  reference: null,
  payment_method: null,
  plan_reference: null,
  reason: null,
  ...overrides,
});

const words = {
  columns: {
    date: 'Date',
    type: 'Type',
    status: 'Status',
    amount: 'Amount (USD)',
    balance: 'Balance (USD)',
    reference: 'Reference',
    method: 'Method',
    plan: 'Plan',
    note: 'Note',
  },
  typeLabel: (type: string) => `T:${type}`,
  statusLabel: (status: string) => `S:${status}`,
};

describe('statementCsv', () => {
  it('writes a header and one row per ledger entry, amounts signed with two decimals', () => {
    const csv = statementCsv(
      [
        entry({ id: 1, amount: 500, balance: 500 }),
        entry({
          id: 2,
          type: 'withdrawal',
          status: 'pending',
          amount: -120.5,
          balance: 379.5,
          payment_method: 'solana',
        }),
      ],
      words,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Type,Status,Amount (USD),Balance (USD),Reference,Method,Plan,Note',
      '2026-11-20T10:00:00.000Z,T:bonus,S:confirmed,500.00,500.00,,,,',
      '2026-11-20T10:00:00.000Z,T:withdrawal,S:pending,-120.50,379.50,,solana,,',
      '',
    ]);
  });

  it('is only a header for an empty ledger', () => {
    expect(statementCsv([], words).trim().split('\r\n')).toHaveLength(1);
  });
});
