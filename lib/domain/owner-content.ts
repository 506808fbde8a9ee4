/**
 * The rules of the owner's stories and adventures (docs/adr/0032): what a slug may be, the slug a
 * title gives, which earlier slugs must keep answering once a piece is renamed, and what an edit's
 * audit record keeps.
 */
import { freeSlug as freeSlugWithin, SLUG_PATTERN, slugOf } from './slugs';

export { renameRedirects } from './slugs';

/** Long enough for any title worth sharing; a link longer than this is cut in chats and mails. */
export const MAX_SLUG_LENGTH = 100;

/** The slug a title gives (lib/domain/slugs.ts), within a story's or adventure's limit. */
export function slugFromTitle(title: string): string {
  return slugOf(title, MAX_SLUG_LENGTH);
}

/** Whether a slug may name a story or an adventure. */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/** A free slug within a story's or adventure's limit (lib/domain/slugs.ts). */
export function freeSlug(base: string, taken: (slug: string) => boolean): string {
  return freeSlugWithin(base, taken, MAX_SLUG_LENGTH);
}

/** Only the fields an edit touched, before and after: publishing a story copies no body into the audit log. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}
