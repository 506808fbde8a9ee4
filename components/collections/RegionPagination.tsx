import Link from 'next/link';
import { regionHref, type RegionId } from '@/lib/domain/collections';
import { paginationWindow } from '@/lib/domain/pagination';

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-700';
const idle = `${cell} border-moss-700/30 bg-white text-moss-900 hover:bg-moss-50`;

/** A region's pages, in the same window of numbers as the catalogue's pagination, as plain links. */
export function RegionPagination({ region, page, totalPages }: { region: RegionId; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const { pages, showFirstLast, previous, next } = paginationWindow(page, totalPages);
  // scroll={false}: the panel brings its own grid into view (GridScroll), not the window's top.
  const link = (target: number, label: string, text: string) => (
    <li>
      <Link href={regionHref(region, target)} scroll={false} aria-label={label} className={idle}>
        {text}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {showFirstLast && page > 1 ? link(1, 'Go to first page', '«') : null}
        {previous ? link(previous, 'Go to previous page', '‹ Previous') : null}
        {pages.map((number) =>
          number === page ? (
            <li key={number}>
              <span aria-current="page" className={`${cell} border-moss-800 bg-moss-800 text-white`}>
                {number}
              </span>
            </li>
          ) : (
            <li key={number}>
              <Link href={regionHref(region, number)} scroll={false} aria-label={`Page ${number}`} className={idle}>
                {number}
              </Link>
            </li>
          ),
        )}
        {next ? link(next, 'Go to next page', 'Next ›') : null}
        {showFirstLast && page < totalPages ? link(totalPages, 'Go to last page', '»') : null}
      </ul>
    </nav>
  );
}
