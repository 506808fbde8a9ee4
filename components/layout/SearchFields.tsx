import { cx } from '@/components/ui/class-list';
import { FOCUS_RING } from './focus';

/**
 * The search box's label, field and button. No hooks and no handlers, so the header renders them on
 * the server and only HeaderSearch's submit handling ships as client code (every page's first-load
 * JS is held within 10% of an empty Next page's); the mobile menu, a client dialog, renders the same.
 */
export function SearchFields({ id }: { id: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search Scottish gifts
      </label>
      <input
        id={id}
        name="search"
        type="search"
        placeholder="Search Scottish gifts..."
        maxLength={100}
        enterKeyHint="search"
        className={cx('min-h-11 w-full rounded-full border border-moss-700/40 bg-white py-2 pl-4 pr-12 text-base placeholder:text-slate-600', FOCUS_RING)}
      />
      <button
        type="submit"
        aria-label="Search"
        className={cx('absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-full text-moss-800 hover:bg-moss-50', FOCUS_RING)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </>
  );
}
