/**
 * The FAQ (content/faq.md), read once: its questions for the FAQ page, the FAQPage structured data
 * and the Contact page's quick answers. Figures come from the policies by placeholder
 * (./shop-values.ts), so an answer cannot disagree with the Shipping or Returns page.
 */
import { readContentFile } from '@/lib/content/seed/read';
import { plainText } from '@/lib/content/markdown/front-matter';
import { CONTACT_FAQ_IDS, faqContent, pickFaqEntries, type FaqContent, type FaqEntry } from '@/lib/domain/faq';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { z } from '@/lib/zod';
import { shopValues } from './shop-values';
import { lowerFirst } from '@/lib/domain/text';

const FAQ_FILE = 'content/faq.md';

const faqFrontMatter = z.strictObject({
  title: plainText,
  crumb: plainText,
  eyebrow: plainText,
  description: plainText,
  intro: plainText,
});

export interface FaqDocument extends z.output<typeof faqFrontMatter>, FaqContent {
  file: string;
}

export function faqDocument(file = FAQ_FILE): FaqDocument {
  // Mid-sentence the headline loses only its capital F: "free UK shipping", never "free uk shipping".
  const values = { ...shopValues(), freeUkShippingHeadlineMidSentence: lowerFirst(FREE_UK_SHIPPING_HEADLINE) };
  const { data, body } = readContentFile(file, faqFrontMatter, values);
  return { file, ...data, ...faqContent(body, file) };
}

export const FAQ: FaqDocument = faqDocument();
export const FAQ_ENTRIES: readonly FaqEntry[] = FAQ.entries;

export function faqEntries(ids: readonly string[]): FaqEntry[] {
  return pickFaqEntries(FAQ_ENTRIES, ids);
}

export const CONTACT_FAQ: readonly FaqEntry[] = faqEntries(CONTACT_FAQ_IDS);
