import { PRODUCTS_PER_PAGE } from '@/lib/domain/catalogue';

/** Skeleton cards while the catalogue loads. */
export function ProductGridSkeleton({ count = PRODUCTS_PER_PAGE }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products…</span>
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-lg border border-moss-100 bg-white" data-testid="skeleton-card">
            <div className="aspect-square animate-pulse bg-moss-100" />
            <div className="space-y-3 p-4">
              <div className="h-3 w-1/3 animate-pulse rounded bg-moss-100" />
              <div className="h-5 w-4/5 animate-pulse rounded bg-moss-100" />
              <div className="h-5 w-1/4 animate-pulse rounded bg-moss-100" />
              <div className="h-11 w-full animate-pulse rounded bg-moss-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
