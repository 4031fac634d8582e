import { transactionFixture } from 'shared-api/testing/fixtures';
import {
  countByStatus,
  filterByStatus,
  groupByMonth,
  searchTransactions,
  viewTransactions,
  withStatus,
} from './transaction-view';

const monthOf = (iso: string) => iso.slice(0, 7);

const rows = [
  transactionFixture({
    id: 1,
    status: 'confirmed',
    username: 'alice',
    transaction_id: 'AbC-111',
    created_at: '2026-09-03T10:00:00Z',
  }),
  transactionFixture({
    id: 2,
    status: 'pending',
    username: 'Bob',
    transaction_id: 'xyz-222',
    created_at: '2026-11-02T10:00:00Z',
  }),
  transactionFixture({
    id: 3,
    status: 'failed',
    username: 'carol',
    transaction_id: null,
    created_at: '2026-11-20T10:00:00Z',
  }),
  transactionFixture({
    id: 4,
    status: 'pending',
    username: 'dave',
    transaction_id: 'abc-444',
    created_at: '2026-10-15T10:00:00Z',
  }),
];

describe('filterByStatus', () => {
  it('keeps every row for "all" and only the chosen status otherwise', () => {
    expect(filterByStatus(rows, 'all').map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(filterByStatus(rows, 'pending').map((row) => row.id)).toEqual([2, 4]);
    expect(filterByStatus(rows, 'confirmed').map((row) => row.id)).toEqual([1]);
    expect(filterByStatus(rows, 'failed').map((row) => row.id)).toEqual([3]);
  });

  it('counts what each filter shows', () => {
    expect(countByStatus(rows)).toEqual({ all: 4, pending: 2, confirmed: 1, failed: 1 });
    expect(countByStatus([])).toEqual({ all: 0, pending: 0, confirmed: 0, failed: 0 });
  });
});

describe('searchTransactions', () => {
  it('matches the username or the reference, ignoring case and surrounding spaces', () => {
    expect(searchTransactions(rows, 'bob').map((row) => row.id)).toEqual([2]);
    expect(searchTransactions(rows, '  ABC ').map((row) => row.id)).toEqual([1, 4]);
    expect(searchTransactions(rows, 'xyz-2').map((row) => row.id)).toEqual([2]);
  });

  it('keeps every row for a blank search and none for an unknown text', () => {
    expect(searchTransactions(rows, '   ')).toHaveLength(4);
    expect(searchTransactions(rows, 'nobody')).toEqual([]);
  });

  it('does not match on other fields such as the amount or the id', () => {
    expect(searchTransactions(rows, '500')).toEqual([]);
  });
});

describe('groupByMonth', () => {
  it('puts months newest first, each heading before its rows (newest first) with its count', () => {
    expect(groupByMonth(rows, monthOf)).toEqual([
      { kind: 'month', key: '2026-11', count: 2 },
      { kind: 'transaction', transaction: rows[2] },
      { kind: 'transaction', transaction: rows[1] },
      { kind: 'month', key: '2026-10', count: 1 },
      { kind: 'transaction', transaction: rows[3] },
      { kind: 'month', key: '2026-09', count: 1 },
      { kind: 'transaction', transaction: rows[0] },
    ]);
  });

  it('breaks a tie in time by the newer id and groups nothing for no rows', () => {
    const same = [
      transactionFixture({ id: 8, created_at: '2026-11-01T00:00:00Z' }),
      transactionFixture({ id: 9, created_at: '2026-11-01T00:00:00Z' }),
    ];
    expect(
      groupByMonth(same, monthOf).map((line) => (line.kind === 'month' ? line.key : line.transaction.id)),
    ).toEqual(['2026-11', 9, 8]);
    expect(groupByMonth([], monthOf)).toEqual([]);
  });

  // A generous bound: it catches work that grows with the square of the rows, not a slow machine.
  it('handles 10,000 rows quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      transactionFixture({
        id: index + 1,
        created_at: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString(),
      }),
    );
    const started = performance.now();
    const lines = viewTransactions(many, { status: 'all', search: '' }, monthOf);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(lines.filter((line) => line.kind === 'transaction')).toHaveLength(10_000);
    expect(lines[0]).toEqual({ kind: 'month', key: '2026-02', count: expect.any(Number) });
  });
});

describe('viewTransactions and withStatus', () => {
  it('applies the status, then the search, then groups', () => {
    const lines = viewTransactions(rows, { status: 'pending', search: 'dave' }, monthOf);
    expect(lines).toEqual([
      { kind: 'month', key: '2026-10', count: 1 },
      { kind: 'transaction', transaction: rows[3] },
    ]);
  });

  it('replaces one row status (and its reason) without touching the others', () => {
    const next = withStatus(rows, 2, 'failed', 'Not received');
    expect(next[1]).toMatchObject({ id: 2, status: 'failed', reason: 'Not received' });
    expect(next[0]).toBe(rows[0]);
    expect(rows[1]?.status).toBe('pending');
  });
});
