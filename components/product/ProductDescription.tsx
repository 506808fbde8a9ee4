'use client';

import { useId, useState } from 'react';

interface ProductDescriptionProps {
  /** Sanitised HTML of the full description. */
  html: string;
  /** Plain-text cut of the description for the collapsed view. */
  summary: string;
  /** Whether there is more than the summary to show. */
  collapsible: boolean;
}

/** The description collapses at 100 characters with Read more / Show less. */
export function ProductDescription({ html, summary, collapsible }: ProductDescriptionProps) {
  const [expanded, setExpanded] = useState(false);
  const fullId = useId();
  const prose = 'rich-text space-y-3 text-base leading-relaxed text-slate-ink';

  if (!collapsible) return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;

  return (
    <div>
      {/* The full text is in the page from the start (for readers and crawlers); only its display toggles. */}
      <p hidden={expanded} className="text-base leading-relaxed">
        {summary}
      </p>
      <div id={fullId} hidden={!expanded} className={prose} dangerouslySetInnerHTML={{ __html: html }} />
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={fullId}
        onClick={() => setExpanded((current) => !current)}
        className="mt-2 min-h-11 font-semibold text-moss-800 underline underline-offset-2 hover:text-moss-900"
      >
        {expanded ? 'Show less' : 'Read more'}
      </button>
    </div>
  );
}
