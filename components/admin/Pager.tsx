import Link from 'next/link';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';

interface PagerProps {
  /** The list's path, e.g. /admin/products. */
  path: string;
  /** The query to keep from page to page (search, filter); `page` is added here. */
  query?: Record<string, string | undefined>;
  page: number;
  totalPages: number;
  label: string;
}

const link = cx('rounded-md border border-moss-700/40 px-3 py-1.5 hover:bg-moss-50', FOCUS_RING);

/** Previous and next page links for a back-office list: plain links, so they work without JavaScript. */
export function Pager({ path, query = {}, page, totalPages, label }: PagerProps) {
  if (totalPages <= 1) return null;
  const href = (to: number) => {
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
    if (to > 1) search.set('page', String(to));
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <nav aria-label={label} className="mt-6 flex items-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={href(page + 1)} className={link} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
