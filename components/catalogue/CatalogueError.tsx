'use client';

import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';

/** The catalogue failed to load; Try Again reloads the page. */
export default function ProductsError() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <CatalogueMessage role="alert" title="Unable to Load Products" message="We're having trouble connecting to our product catalog. Please try again.">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-md bg-moss-800 px-5 font-semibold text-white hover:bg-moss-900 focus-ring"
        >
          Try Again
        </button>
      </CatalogueMessage>
    </div>
  );
}
