'use client';

import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';

/** The stories could not be read. Try Again renders the stories again from the server. */
export default function StoriesError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <CatalogueMessage
        role="alert"
        title="Highland Stories Unavailable"
        message="Our Highland heritage stories are temporarily unavailable. Please try again later."
      >
        <button type="button" onClick={() => retry()} className={BUTTON_PRIMARY}>
          Try Again
        </button>
      </CatalogueMessage>
    </div>
  );
}
