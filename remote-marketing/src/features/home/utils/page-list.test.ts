import { pageCount, pageList } from './page-list';

describe('pageList', () => {
  it('shows every page when there are few', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first and last pages and the current one with its neighbours, with gaps between', () => {
    expect(pageList(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageList(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageList(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('marks even a single left-out page as a gap (four pages of news)', () => {
    expect(pageList(1, 4)).toEqual([1, 2, 'gap', 4]);
    expect(pageList(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageList(4, 4)).toEqual([1, 'gap', 3, 4]);
  });

  it('widens the window with more neighbours', () => {
    expect(pageList(6, 12, 2)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });

  it('clamps a current page outside the range and has no pages for no total', () => {
    expect(pageList(0, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageList(9, 5)).toEqual([1, 'gap', 4, 5]);
    expect(pageList(1, 0)).toEqual([]);
    expect(pageList(1, Number.NaN)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up to whole pages', () => {
    expect(pageCount(0, 8)).toBe(0);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(30, 8)).toBe(4);
  });
});
