/**
 * FAQPage structured data for the FAQ page. Its own file because lib/seo/json-ld.ts and
 * schema-types.ts are shared and closed to new builders.
 */
import type { FaqEntry } from '@/lib/domain/faq';
import { absoluteUrl } from './json-ld';
import { SCHEMA_CONTEXT, type JsonLdThing } from './schema-types';

export interface FaqQuestionJsonLd {
  '@type': 'Question';
  name: string;
  acceptedAnswer: { '@type': 'Answer'; text: string };
  url?: string;
}

export interface FaqPageJsonLd extends JsonLdThing {
  '@type': 'FAQPage';
  url: string;
  mainEntity: FaqQuestionJsonLd[];
}

/** The questions exactly as the page shows them; `path` is the page that shows them. */
export function faqPageJsonLd(entries: readonly FaqEntry[], path: string): FaqPageJsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      url: absoluteUrl(`${path}#${entry.id}`),
    })),
  };
}
