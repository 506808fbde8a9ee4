import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for HTML from the catalogue and stories (docs/product/rules.md#trust-rules): formatting and
 * links only. Scripts, styles, event handlers and unsafe URL schemes never survive.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'small'],
  // rel is always replaced by the transform below, whatever the source said.
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Links out of the shop open as ordinary links but never hand the shop's window to the other site.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}
