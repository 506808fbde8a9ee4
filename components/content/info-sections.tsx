import { Fragment, type ReactNode } from 'react';
import type { InfoSectionContent } from '@/components/info/InfoSection';
import { INFO_CALLOUT } from '@/components/info/styles';
import type { ContentBlock, ContentSection } from '@/lib/content/markdown/sections';
import { ContentHtml } from './ContentHtml';

/**
 * A callout's heading and spacing as the pages drew them by hand (INFO_H3, then a list 0.5rem
 * below it and the next paragraph 0.75rem below that); the HTML itself carries no classes.
 */
const CALLOUT = `${INFO_CALLOUT} [&>h3]:font-heading [&>h3]:text-xl [&>h3]:font-semibold [&>h3]:text-moss-900 [&>*+*]:mt-3 [&>h3+*]:mt-2`;

function Block({ block, slots }: { block: ContentBlock; slots: Readonly<Record<string, ReactNode>> }) {
  switch (block.kind) {
    case 'html':
      // Its own paragraphs keep the spacing the section gives its children (INFO_PROSE).
      return <ContentHtml html={block.html} className="space-y-4" />;
    case 'callout':
      return <ContentHtml html={block.html} className={CALLOUT} />;
    case 'slot':
      return <>{slots[block.name]}</>;
  }
}

/**
 * A content file's sections as the information pages' sections. `slots` holds what the page
 * builds from data, by the name the file places it with ({{> name}}); the loader has already
 * checked that the two agree.
 */
export function infoSections(sections: readonly ContentSection[], slots: Readonly<Record<string, ReactNode>> = {}): InfoSectionContent[] {
  return sections.map((section) => ({
    id: section.id,
    title: section.title,
    body: (
      <>
        {section.blocks.map((block, index) => (
          <Fragment key={index}>
            <Block block={block} slots={slots} />
          </Fragment>
        ))}
      </>
    ),
  }));
}
