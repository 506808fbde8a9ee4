import type { ReactNode } from 'react';
import { INFO_H2, INFO_PROSE } from './styles';

export interface InfoSectionContent {
  /** The section's anchor, linked from the page's contents. */
  id: string;
  title: string;
  body: ReactNode;
}

export function InfoSection({ id, title, body }: InfoSectionContent) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-28">
      <h2 id={`${id}-heading`} className={INFO_H2}>
        {title}
      </h2>
      <div className={`mt-4 ${INFO_PROSE}`}>{body}</div>
    </section>
  );
}
