import MarkdownIt from 'markdown-it';
import { sanitizeRichText } from '@/lib/domain/rich-text';

/**
 * Raw HTML in a content file is shown as text, not passed through: content is written in Markdown
 * alone, and whatever Markdown produces is then held to the allow-list every other piece of rich
 * text in the shop is held to (lib/domain/rich-text.ts, docs/adr/0017-content-in-markdown.md).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Markdown to HTML that is safe to put in a page. */
export function renderMarkdown(source: string): string {
  return sanitizeRichText(markdown.render(source));
}
