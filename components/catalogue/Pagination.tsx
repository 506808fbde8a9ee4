import { IntentLink } from '@/components/ui/IntentLink';
import { cn } from '@/components/ui/cn';
import { paginationWindow } from '@/lib/domain/pagination';

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold focus-ring';
const idle = cn(cell, 'border-moss-700/30 bg-white text-moss-900 hover:bg-moss-50');

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of another page of the same list (the catalogue's filters, a collection region). */
  hrefFor: (page: number) => string;
}

/** Up to five page numbers, previous/next, and first/last once there are more than seven pages, as plain links. */
export function Pagination({ page: current, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const { pages, showFirstLast, previous, next } = paginationWindow(current, totalPages);
  // scroll={false}: the grid scrolls itself to its own top (GridScroll), not the window's.
  const link = (page: number, label: string, text: string) => (
    <li>
      <IntentLink href={hrefFor(page)} scroll={false} aria-label={label} className={idle}>
        {text}
      </IntentLink>
    </li>
  );
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {showFirstLast && current > 1 ? link(1, 'Go to first page', '«') : null}
        {previous ? link(previous, 'Go to previous page', '‹ Previous') : null}
        {pages.map((page) =>
          page === current ? (
            <li key={page}>
              <span aria-current="page" className={cn(cell, 'border-moss-800 bg-moss-800 text-white')}>
                {page}
              </span>
            </li>
          ) : (
            <li key={page}>
              <IntentLink href={hrefFor(page)} scroll={false} aria-label={`Page ${page}`} className={idle}>
                {page}
              </IntentLink>
            </li>
          ),
        )}
        {next ? link(next, 'Go to next page', 'Next ›') : null}
        {showFirstLast && current < totalPages ? link(totalPages, 'Go to last page', '»') : null}
      </ul>
    </nav>
  );
}
