import { exactPageNumber, paginationWindow } from './pagination';

describe('paginationWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual({ pages: [1], showFirstLast: false, previous: null, next: null });
    expect(paginationWindow(3, 5).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in a window of five', () => {
    expect(paginationWindow(5, 9).pages).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(4, 6).pages).toEqual([2, 3, 4, 5, 6]);
  });

  it('slides the window inside the range at both ends', () => {
    expect(paginationWindow(1, 9).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 9).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(9, 9).pages).toEqual([5, 6, 7, 8, 9]);
    expect(paginationWindow(8, 9).pages).toEqual([5, 6, 7, 8, 9]);
  });

  it('offers first and last only beyond seven pages', () => {
    expect(paginationWindow(1, 7).showFirstLast).toBe(false);
    expect(paginationWindow(1, 8).showFirstLast).toBe(true);
  });

  it('gives previous and next except at the ends', () => {
    expect(paginationWindow(1, 3)).toMatchObject({ previous: null, next: 2 });
    expect(paginationWindow(2, 3)).toMatchObject({ previous: 1, next: 3 });
    expect(paginationWindow(3, 3)).toMatchObject({ previous: 2, next: null });
  });

  it('clamps pages outside the range and treats zero pages as one', () => {
    expect(paginationWindow(40, 9).pages).toEqual([5, 6, 7, 8, 9]);
    expect(paginationWindow(-3, 9).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 0)).toEqual({ pages: [1], showFirstLast: false, previous: null, next: null });
  });
});

describe('exactPageNumber', () => {
  it('reads a page spelled as the shop spells it', () => {
    expect(exactPageNumber('1')).toBe(1);
    expect(exactPageNumber('100000')).toBe(100_000);
  });

  it('refuses any other spelling, zero and pages past the last the shop pages to', () => {
    for (const text of ['0', '01', '1.0', ' 1', '1e3', '100001', '9999999', '', 'one', '1%00']) expect(exactPageNumber(text)).toBeNull();
  });
});
