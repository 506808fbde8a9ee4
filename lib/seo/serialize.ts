import type { JsonLdThing } from './schema-types';

/**
 * JSON for a <script type="application/ld+json">. HTML ends a script element at "</script" followed
 * by a space, "/" or ">" (in any case), and "<!--" changes how it parses, so escaping only the exact
 * text "</script>" is not enough: every "<" becomes \u003c, which JSON parsers read back unchanged.
 * U+2028/2029 are escaped too, for tools that still treat the block as JavaScript. Generic so an
 * inline literal with any schema.org properties type-checks.
 */
export function serializeJsonLd<T extends JsonLdThing>(data: T | readonly T[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
