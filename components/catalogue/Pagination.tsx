import Link from 'next/link';
import { catalogueHref, type CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { paginationWindow } from '@/lib/domain/pagination';

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-700';
const idle = `${cell} border-moss-700/30 bg-white text-moss-900 hover:bg-moss-50`;

/** Spec 9: up to five page numbers, previous/next, and first/last once there are more than seven pages. */
export function Pagination({ filters, totalPages }: { filters: CatalogueFilters; totalPages: number }) {
  if (totalPages <= 1) return null;
  const { pages, showFirstLast, previous, next } = paginationWindow(filters.page, totalPages);
  // scroll={false}: the grid scrolls itself to its own top (GridScroll), not the window's.
  const link = (page: number, label: string, text: string) => (
    <li>
      <Link href={catalogueHref({ ...filters, page })} scroll={false} aria-label={label} className={idle}>
        {text}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {showFirstLast && filters.page > 1 ? link(1, 'Go to first page', '«') : null}
        {previous ? link(previous, 'Go to previous page', '‹ Previous') : null}
        {pages.map((page) =>
          page === filters.page ? (
            <li key={page}>
              <span aria-current="page" className={`${cell} border-moss-800 bg-moss-800 text-white`}>
                {page}
              </span>
            </li>
          ) : (
            <li key={page}>
              <Link href={catalogueHref({ ...filters, page })} scroll={false} aria-label={`Page ${page}`} className={idle}>
                {page}
              </Link>
            </li>
          ),
        )}
        {next ? link(next, 'Go to next page', 'Next ›') : null}
        {showFirstLast && filters.page < totalPages ? link(totalPages, 'Go to last page', '»') : null}
      </ul>
    </nav>
  );
}
