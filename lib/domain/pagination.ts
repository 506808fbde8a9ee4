/** Up to 5 page numbers, with go-to-first/last once there are more than 7 pages. */
export const MAX_PAGE_NUMBERS = 5;
export const FIRST_LAST_AFTER_PAGES = 7;

export interface PaginationWindow {
  /** The page numbers to show, ascending, always including the current page. */
  pages: number[];
  showFirstLast: boolean;
  previous: number | null;
  next: number | null;
}

export function paginationWindow(current: number, total: number, maxNumbers = MAX_PAGE_NUMBERS): PaginationWindow {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const count = Math.min(maxNumbers, last);
  // Centre the current page, then slide the window back inside 1..last at either end.
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), last - count + 1);
  return {
    pages: Array.from({ length: count }, (_, index) => start + index),
    showFirstLast: last > FIRST_LAST_AFTER_PAGES,
    previous: page > 1 ? page - 1 : null,
    next: page < last ? page + 1 : null,
  };
}

const MAX_PAGE = 100_000;

/** A page number from a URL: 1 to 100,000, and 1 for anything else (a shared link is forgiven). */
export function pageFromParam(text: string | null | undefined): number {
  return text && /^\d{1,6}$/.test(text) ? Math.min(Math.max(1, Number(text)), MAX_PAGE) : 1;
}

/**
 * The page a cached view's path names, spelled exactly as the shop writes it (`1`, `12`, never `01`
 * or `1.0`), or null: a view's share card exists only at the one address its page links to.
 */
export function exactPageNumber(text: string): number | null {
  return /^[1-9]\d{0,5}$/.test(text) && Number(text) <= MAX_PAGE ? Number(text) : null;
}
