/** The legal pages' words: content/legal/{terms,privacy,cookies}.md (content/README.md). */
import { readContentFile } from '@/lib/content/seed/read';
import { plainText } from '@/lib/content/markdown/front-matter';
import type { ContentValues } from '@/lib/content/markdown/placeholders';
import { documentSections, type ContentSection } from '@/lib/content/markdown/sections';
import { z } from '@/lib/zod';
import { shopValues } from './shop-values';

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

const legalFrontMatter = z.strictObject({
  /** The page's heading and title. */
  title: plainText,
  /** The breadcrumb's shorter name. */
  crumb: plainText,
  /** The meta description. */
  description: plainText,
  /** The sentence under the heading. */
  intro: plainText,
});

export interface LegalDocument extends z.output<typeof legalFrontMatter> {
  file: string;
  sections: ContentSection[];
}

export interface LegalDocumentOptions {
  /** Figures only this page names, on top of the shop's own (./shop-values.ts). */
  values?: ContentValues;
  /** What the page can place with {{> name}}. */
  slots?: readonly string[];
}

/**
 * Reads, checks and renders one legal page. The "Last updated" date is not here: all three pages
 * carry the one policy date (POLICY_LAST_UPDATED in lib/domain/policies.ts).
 */
export function legalDocument(name: LegalDocumentName, { values = {}, slots = [] }: LegalDocumentOptions = {}): LegalDocument {
  const { file, data, body } = readContentFile(`content/legal/${name}.md`, legalFrontMatter, { ...shopValues(), ...values });
  return { file, ...data, sections: documentSections(body, file, slots) };
}
