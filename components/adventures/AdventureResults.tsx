import { IntentLink } from '@/components/ui/IntentLink';
import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { GridScroll } from '@/components/catalogue/GridScroll';
import { Pagination } from '@/components/catalogue/Pagination';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { ADVENTURES_PATH, showingSummary, type AdventurePage } from '@/lib/domain/adventures';
import { pastLastPage } from '@/lib/domain/past-last-page';
import { AdventureCard, type AdventureCardData } from './AdventureCard';

export const ADVENTURE_RESULTS_ID = 'adventure-results';

interface AdventureResultsProps {
  found: AdventurePage<AdventureCardData>;
  /** Every adventure there is, filtered or not: the Y of 'Showing X of Y adventures'. */
  total: number;
  /** The address of another page of the same view. */
  hrefFor: (page: number) => string;
}

function EmptyResults({ found, total, hrefFor }: AdventureResultsProps) {
  const { title, message, action } =
    found.matching > 0
      ? pastLastPage({ page: found.page, total: found.matching, totalPages: found.totalPages }, { one: 'adventure', many: 'adventures' }, hrefFor)
      : {
          title: 'No Adventures Found',
          message: total
            ? 'No adventures match your search and filters. Try another region or activity, or a different word.'
            : 'There are no adventures to show just now. Please come back soon.',
          action: { href: ADVENTURES_PATH, label: 'Show All Adventures' },
        };
  return (
    <CatalogueMessage title={title} message={message}>
      <IntentLink href={action.href} scroll={false} className={BUTTON_PRIMARY}>
        {action.label}
      </IntentLink>
    </CatalogueMessage>
  );
}

/** The count line, then a page of cards with the way to the others, or the empty state (docs/product/routes.md#adventure-list). */
export function AdventureResults(props: AdventureResultsProps) {
  const { found, total, hrefFor } = props;
  return (
    <section id={ADVENTURE_RESULTS_ID} aria-labelledby={`${ADVENTURE_RESULTS_ID}-heading`} className="scroll-mt-24">
      <h2 id={`${ADVENTURE_RESULTS_ID}-heading`} className="sr-only">
        Adventures
      </h2>
      {/* A live region, so a screen reader hears the new count after each filter change. */}
      <p role="status" className="mb-6 font-semibold text-slate-700" data-testid="adventure-count">
        {showingSummary(found.items.length, total)}
      </p>
      {found.items.length ? (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {found.items.map((adventure, index) => (
              <li key={adventure.slug}>
                <AdventureCard adventure={adventure} eager={index < 3} />
              </li>
            ))}
          </ul>
          <Pagination page={found.page} totalPages={found.totalPages} hrefFor={hrefFor} />
          <GridScroll targetId={ADVENTURE_RESULTS_ID} page={found.page} />
        </>
      ) : (
        <EmptyResults {...props} />
      )}
    </section>
  );
}
