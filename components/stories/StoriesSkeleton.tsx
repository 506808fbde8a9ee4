/** The stories list while it loads, shaped like the featured block and the grid. */
export function StoriesSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-14">
      <span className="sr-only">Loading Highland stories…</span>
      <div aria-hidden="true" className="grid overflow-hidden rounded-xl border border-moss-100 bg-white lg:grid-cols-2">
        <div className="aspect-video animate-pulse bg-moss-100 lg:aspect-auto lg:min-h-96" />
        <div className="space-y-4 p-6 sm:p-10">
          <div className="h-4 w-1/4 animate-pulse rounded bg-moss-100" />
          <div className="h-9 w-4/5 animate-pulse rounded bg-moss-100" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-moss-100" />
          <div className="h-16 w-full animate-pulse rounded bg-moss-100" />
        </div>
      </div>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} data-testid="story-skeleton" className="overflow-hidden rounded-lg border border-moss-100 bg-white">
            <div className="aspect-video animate-pulse bg-moss-100" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-1/3 animate-pulse rounded bg-moss-100" />
              <div className="h-6 w-4/5 animate-pulse rounded bg-moss-100" />
              <div className="h-12 w-full animate-pulse rounded bg-moss-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
