import Link from 'next/link';
import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { ADVENTURES_PATH, showingSummary } from '@/lib/domain/adventures';
import { AdventureCard, type AdventureCardData } from './AdventureCard';

export const ADVENTURE_RESULTS_ID = 'adventure-results';

interface AdventureResultsProps {
  adventures: readonly AdventureCardData[];
  total: number;
}

/** The count line, then the cards or the empty state (docs/product/routes.md#adventure-list). */
export function AdventureResults({ adventures, total }: AdventureResultsProps) {
  return (
    <section id={ADVENTURE_RESULTS_ID} aria-labelledby={`${ADVENTURE_RESULTS_ID}-heading`} className="scroll-mt-24">
      <h2 id={`${ADVENTURE_RESULTS_ID}-heading`} className="sr-only">
        Adventures
      </h2>
      {/* A live region, so a screen reader hears the new count after each filter change. */}
      <p role="status" className="mb-6 font-semibold text-slate-700" data-testid="adventure-count">
        {showingSummary(adventures.length, total)}
      </p>
      {adventures.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {adventures.map((adventure, index) => (
            <li key={adventure.slug}>
              <AdventureCard adventure={adventure} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <CatalogueMessage
          title="No Adventures Found"
          message={
            total
              ? 'No adventures match your search and filters. Try another region or activity, or a different word.'
              : 'There are no adventures to show just now. Please come back soon.'
          }
        >
          <Link href={ADVENTURES_PATH} scroll={false} className={BUTTON_PRIMARY}>
            Show All Adventures
          </Link>
        </CatalogueMessage>
      )}
    </section>
  );
}
