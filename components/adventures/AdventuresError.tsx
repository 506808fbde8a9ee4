'use client';

import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';

/** The adventures could not be read; Try Again reloads the page, as the catalogue's does. */
export default function AdventuresError() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <CatalogueMessage role="alert" title="Unable to Load Adventures" message="We're having trouble loading the adventure data. Please try again later.">
        <button type="button" onClick={() => window.location.reload()} className={BUTTON_PRIMARY}>
          Try Again
        </button>
      </CatalogueMessage>
    </div>
  );
}
