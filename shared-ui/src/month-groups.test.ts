import { withMonthHeadings } from './month-groups';

const monthOf = (iso: string) => iso.slice(0, 7);

describe('withMonthHeadings', () => {
  it('puts a heading before the first item of each month and keeps the order', () => {
    const items = [
      { id: 3, at: '2026-11-20T10:00:00Z' },
      { id: 2, at: '2026-11-02T10:00:00Z' },
      { id: 1, at: '2026-10-31T10:00:00Z' },
    ];
    expect(withMonthHeadings(items, (item) => item.at, monthOf)).toEqual([
      { kind: 'month', key: '2026-11' },
      { kind: 'item', item: items[0] },
      { kind: 'item', item: items[1] },
      { kind: 'month', key: '2026-10' },
      { kind: 'item', item: items[2] },
    ]);
  });

  it('has no rows for no items', () => {
    expect(withMonthHeadings([], String, monthOf)).toEqual([]);
  });

  it('follows the month key it is given (the viewer’s zone), not the UTC date', () => {
    const shanghai = (iso: string) => (iso === '2026-11-30T23:30:00Z' ? '2026-12' : monthOf(iso));
    const rows = withMonthHeadings(['2026-11-30T23:30:00Z'], (iso) => iso, shanghai);
    expect(rows[0]).toEqual({ kind: 'month', key: '2026-12' });
  });
});
