import { IntentLink } from '@/components/ui/IntentLink';
import { FOCUS_RING } from '@/components/layout/focus';
import type { FaqEntry } from '@/lib/domain/faq';
import { INFO_LINK } from './styles';

/**
 * Questions as native disclosures: every answer is in the server's HTML (crawlable, and readable
 * without JavaScript), and <details> gives keyboard and screen reader support for free.
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <ul className="divide-y divide-moss-100 rounded-xl border border-moss-100 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} id={entry.id} className="scroll-mt-28">
          <details className="group">
            <summary
              className={`flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-semibold text-moss-900 hover:bg-moss-50 [&::-webkit-details-marker]:hidden ${FOCUS_RING}`}
            >
              {entry.question}
              <span aria-hidden="true" className="shrink-0 text-2xl leading-none text-moss-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="space-y-3 px-5 pb-5 text-base leading-relaxed sm:text-lg">
              <p>{entry.answer}</p>
              {entry.link ? (
                <p>
                  <IntentLink href={entry.link.href} className={INFO_LINK}>
                    {entry.link.label}
                  </IntentLink>
                </p>
              ) : null}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
