interface ProductDescriptionProps {
  /** Sanitised HTML of the full description. */
  html: string;
  /** Plain-text cut of the description for the collapsed view. */
  summary: string;
  /** Whether there is more than the summary to show. */
  collapsible: boolean;
}

const PROSE = 'rich-text space-y-3 text-base leading-relaxed text-slate-ink';

/**
 * The description collapses at 100 characters with Read more / Show less. A native disclosure
 * (details and summary) rather than a client component: it works before and without JavaScript,
 * screen readers hear its expanded state, and the product page ships no code for it (its first-load
 * JS is held within 10% of an empty Next page's). The full text is in the page from the start, for
 * readers and crawlers; only its display toggles.
 */
export function ProductDescription({ html, summary, collapsible }: ProductDescriptionProps) {
  if (!collapsible) return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;

  return (
    <div className="group/description">
      <p className="text-base leading-relaxed group-has-open/description:hidden">{summary}</p>
      {/* Flex, so the toggle can follow the text it opened (browsers that cannot lay out a details element put it first). */}
      <details className="flex flex-col">
        <summary className="order-last mt-2 flex min-h-11 w-fit cursor-pointer list-none items-center font-semibold text-moss-800 underline underline-offset-2 hover:text-moss-900 [&::-webkit-details-marker]:hidden">
          <span className="group-has-open/description:hidden">Read more</span>
          <span className="hidden group-has-open/description:inline">Show less</span>
        </summary>
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
      </details>
    </div>
  );
}
