/**
 * Rows of a list grouped by month (spec: history lists "grouped by month, newest first"), flat so a
 * virtualised list can render them: a heading row before the first item of each month. The items keep
 * their order (the caller sorts them); `monthKeyOf` is `useFormat().monthKey` so months follow the
 * viewer's time zone.
 */
export type MonthRow<T> = { kind: 'month'; key: string } | { kind: 'item'; item: T };

export const withMonthHeadings = <T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  monthKeyOf: (iso: string) => string,
): MonthRow<T>[] => {
  const rows: MonthRow<T>[] = [];
  let current: string | null = null;
  for (const item of items) {
    const key = monthKeyOf(dateOf(item));
    if (key !== current) {
      rows.push({ kind: 'month', key });
      current = key;
    }
    rows.push({ kind: 'item', item });
  }
  return rows;
};
