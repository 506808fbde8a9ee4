import { FOCUS_RING } from '@/components/layout/focus';
import type { InfoSectionContent } from './InfoSection';

/** "On this page": a link to each section, so a long policy can be skimmed and jumped through. */
export function TableOfContents({ sections }: { sections: readonly Pick<InfoSectionContent, 'id' | 'title'>[] }) {
  return (
    <nav aria-labelledby="contents-heading" className="rounded-xl border border-moss-100 bg-white p-5 lg:sticky lg:top-28">
      <h2 id="contents-heading" className="font-heading text-lg font-semibold text-moss-900">
        On this page
      </h2>
      <ol className="mt-2 space-y-0.5 text-base">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={`inline-flex min-h-11 items-center rounded-sm text-moss-800 underline-offset-2 hover:underline lg:min-h-9 ${FOCUS_RING}`}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
