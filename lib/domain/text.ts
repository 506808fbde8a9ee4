import sanitizeHtml from 'sanitize-html';

/** Plain text of an HTML fragment, whitespace collapsed: for search and snippets. */
export function htmlToText(html: string): string {
  // A heading ends its sentence, so "<h3>Glencoe under snow</h3><p>Early…" reads "…snow. Early…"
  // rather than running the heading into the text; one ending in its own punctuation keeps it.
  const headed = html.replace(/([^.!?:;\s>])(\s*)<\/h([1-6])>/gi, '$1.$2</h$3>');
  // Block boundaries become spaces so "<li>One</li><li>Two</li>" stays two words.
  const spaced = headed.replace(/<(\/?(p|li|ul|ol|h[1-6]|div|blockquote|tr|td|th)\b[^>]*|br\s*\/?)>/gi, ' $&');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Cut at a word boundary before `limit` characters and mark the cut with an ellipsis. */
export function cutText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const slice = clean.slice(0, limit);
  const lastSpace = slice.lastIndexOf(' ');
  const cut = lastSpace > limit * 0.6 ? slice.slice(0, lastSpace) : slice;
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The confirmation page's payment id, cut to 20 characters, an ellipsis marking the cut. */
export const PAYMENT_ID_SHOWN = 20;

export function shortPaymentId(id: string): string {
  return id.length > PAYMENT_ID_SHOWN ? `${id.slice(0, PAYMENT_ID_SHOWN)}…` : id;
}

/** A story's readTime: minutes at an unhurried 200 words a minute, never less than one. */
export const READING_WORDS_PER_MINUTE = 200;

export function readTimeMinutes(html: string): number {
  const words = htmlToText(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** A sentence's opening words used mid-sentence: the first letter lowered, acronyms ("UK") kept. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * An e-mail address in the pieces a line may break between: after the @ and before each dot, as
 * style guides break addresses, never inside a name or at a hyphen (which would read as part of it).
 * 'hello@highland-home.example' -> ['hello@', 'highland-home', '.example'].
 */
export function emailAddressPieces(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/**
 * A `mailto:` link to one address and nothing else: the address is percent-encoded, so whatever a
 * stored address holds (`?`, `&`, `=`) stays part of the address and never becomes another field of
 * the link (a Cc, a body). Only the subject given here is added.
 */
export function mailtoLink(address: string, subject?: string): string {
  const at = address.lastIndexOf('@');
  const encoded = at < 0 ? encodeURIComponent(address) : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return subject === undefined ? `mailto:${encoded}` : `mailto:${encoded}?subject=${encodeURIComponent(subject)}`;
}

/** Text matched literally inside a LIKE / ILIKE pattern: its wildcards and escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Unicode's bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
 * in a name or an address they make the text display as something else ("‮gnp.exe" shows as
 * "exe.png"), and nobody needs them to write a name in any script.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A customer's text as the owner is shown it: the same words, without bidi controls. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * A customer's text inside other text (an e-mail, plain or HTML), without bidi controls and in an
 * isolate of its own (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE), so right-to-left text in a
 * name cannot reorder the words around it either. In a web page, `<bdi>` does the same.
 */
export function isolatedText(text: string): string {
  return `\u2068${withoutBidiControls(text)}\u2069`;
}
