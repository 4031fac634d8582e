/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PageListItem = number | 'gap';

/**
 * The pages a pager shows (spec §2, News): always the first and the last page, the current page with its
 * neighbours on each side, and a gap ('…') wherever pages are left out between them.
 * `pageList(5, 10)` → `[1, 'gap', 4, 5, 6, 'gap', 10]`. Pages count from 1; an out-of-range current page
 * is clamped; no pages for a total below 1.
 */
export const pageList = (current: number, total: number, neighbours = 1): PageListItem[] => {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(Math.max(Math.floor(current), 1), last);
  const shown = new Set<number>([1, last]);
  for (let at = page - neighbours; at <= page + neighbours; at += 1) {
    if (at >= 1 && at <= last) shown.add(at);
  }
  const items: PageListItem[] = [];
  let previous = 0;
  for (const at of [...shown].sort((a, b) => a - b)) {
    if (at - previous > 1) items.push('gap');
    items.push(at);
    previous = at;
  }
  return items;
};

/** How many pages `count` items fill at `pageSize` a page. */
export const pageCount = (count: number, pageSize: number): number => Math.ceil(count / pageSize);
