import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for HTML from the catalogue and stories (docs/product/rules.md#trust-rules): formatting and
 * links only. Scripts, styles, event handlers and unsafe URL schemes never survive.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'small', 'code'],
  // rel is always replaced by the transform below, whatever the source said.
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Links out of the shop never hand the shop's window (or a vote of trust) to the other site; the
    // shop's own links stay plain, so crawlers follow them.
    a: (tagName, attributes) => {
      const attribs = { ...attributes };
      delete attribs.rel;
      return { tagName, attribs: leavesTheShop(attribs.href) ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs };
    },
  },
};

/** Anything but a path on this site: another host, or a link whose target cannot be told (no href). */
function leavesTheShop(href: string | undefined): boolean {
  return href === undefined || !/^\/(?!\/)/.test(href) || href.startsWith('/\\');
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}
