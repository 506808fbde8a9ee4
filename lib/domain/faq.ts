/**
 * The FAQ's rules: what an entry is, how the FAQ's Markdown (content/faq.md, read by
 * lib/content/faq.ts) becomes entries, and which three the Contact page shows.
 */
import { ContentError } from '@/lib/content/markdown/errors';
import { renderMarkdown } from '@/lib/content/markdown/markdown';
import { splitAtHeadings, type MarkdownSection } from '@/lib/content/markdown/sections';
import { htmlToText } from './text';

export interface FaqLink {
  href: string;
  label: string;
}

export interface FaqEntry {
  /** Stable anchor: /faq#{id}. */
  id: string;
  question: string;
  /** Plain text, so the same words serve the page and the structured data. */
  answer: string;
  link?: FaqLink;
}

export interface FaqContent {
  /** The heading over the questions (read by screen readers; on screen the questions speak for themselves). */
  questionsTitle: string;
  entries: FaqEntry[];
  /** The closing "Still have a question?" box: its heading and sanitised HTML. */
  more: { title: string; html: string };
}

/** The three questions the Contact page answers before a shopper writes in. */
export const CONTACT_FAQ_IDS = ['delivery-cost', 'tracking', 'returns'] as const;

const PARAGRAPH = /<p>([\s\S]*?)<\/p>/g;
const LINK_ONLY = /^<a href="(\/[^"]*)"[^>]*>([^<]+)<\/a>$/;

/** One `### Question? {#anchor}`: a paragraph of plain text, then optionally a paragraph that is only a link within the shop. */
function faqEntry(question: MarkdownSection, file: string): FaqEntry {
  const where = `question "${question.title}"`;
  if (!question.anchor) throw new ContentError(file, `${where} needs an anchor, e.g. "### ${question.title} {#some-anchor}"`);
  const html = renderMarkdown(question.markdown).trim();
  const [answer, link, ...extra] = [...html.matchAll(PARAGRAPH)].map((match) => match[1] ?? '');
  const linkMatch = link === undefined ? null : LINK_ONLY.exec(link);
  if (html.replace(PARAGRAPH, '').trim() !== '' || !answer || /</.test(answer) || extra.length > 0 || (link !== undefined && !linkMatch)) {
    throw new ContentError(file, `${where}: the answer is one paragraph of plain text, optionally followed by a paragraph holding only a link within the shop, e.g. "[Shipping information](/shipping)"`);
  }
  return {
    id: question.anchor,
    question: question.title,
    answer: htmlToText(answer),
    ...(linkMatch ? { link: { href: linkMatch[1] ?? '', label: htmlToText(linkMatch[2] ?? '') } } : {}),
  };
}

function section(sections: readonly MarkdownSection[], anchor: string, file: string): MarkdownSection {
  const found = sections.find((candidate) => candidate.anchor === anchor);
  if (!found) throw new ContentError(file, `needs a "## ... {#${anchor}}" section`);
  return found;
}

/**
 * The FAQ body: a `## ... {#questions}` section of `### Question? {#anchor}` entries, then a
 * `## ... {#more}` section for the closing box (content/README.md).
 */
export function faqContent(body: string, file: string): FaqContent {
  const { lead, sections } = splitAtHeadings(body, 2, file);
  if (lead || sections.length !== 2) throw new ContentError(file, 'has exactly two "## " sections: the questions {#questions}, then the closing box {#more}');
  const questions = section(sections, 'questions', file);
  const more = section(sections, 'more', file);
  const split = splitAtHeadings(questions.markdown, 3, file);
  if (split.lead) throw new ContentError(file, 'text between "## ... {#questions}" and its first "### " question');
  const entries = split.sections.map((question) => faqEntry(question, file));
  const repeated = entries.find((entry, index) => entries.findIndex((other) => other.id === entry.id) !== index);
  if (repeated) throw new ContentError(file, `anchor {#${repeated.id}} is used twice`);
  const moreHtml = renderMarkdown(more.markdown).trim();
  if (!moreHtml) throw new ContentError(file, `section "${more.title}" is empty`);
  return { questionsTitle: questions.title, entries, more: { title: more.title, html: moreHtml } };
}

/** The entries with these anchors, in the order asked for; an unknown anchor is a mistake in the code. */
export function pickFaqEntries(entries: readonly FaqEntry[], ids: readonly string[]): FaqEntry[] {
  return ids.map((id) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`No FAQ entry "${id}"`);
    return entry;
  });
}
