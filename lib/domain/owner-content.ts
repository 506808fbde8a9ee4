/**
 * The rules of the owner's stories and adventures (docs/adr/0032): what a slug may be, the slug a
 * title gives, which earlier slugs must keep answering once a piece is renamed, and what an edit's
 * audit record keeps.
 */

/** Kebab case, as every slug in the shop is written (content/README.md). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Long enough for any title worth sharing; a link longer than this is cut in chats and mails. */
export const MAX_SLUG_LENGTH = 100;

/** Letters that do not decompose into a base letter and a mark, as a Scot might type them. */
const SPELLED_OUT: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ð: 'd', þ: 'th', ł: 'l', đ: 'd' };

/**
 * The slug a title gives: lower case, accents dropped ("Gàidhlig" → "gaidhlig"), apostrophes
 * dropped so "Scotland’s" reads "scotlands", every other run of non-letters one hyphen, cut at a
 * word boundary to MAX_SLUG_LENGTH. Empty when the title has no letter or digit at all.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøðþłđ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= MAX_SLUG_LENGTH) return words;
  const cut = words.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : words.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

/** Whether a slug may name a story or an adventure. */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * The first of `base`, `base-2`, `base-3`… that `taken` does not hold: a generated slug never
 * refuses a second story of the same title. Only for slugs made from a title; a slug the owner chose
 * and that is taken is refused instead, since they meant that address.
 */
export function freeSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * What a rename does to the slugs that redirect to a piece: the slug it leaves starts redirecting,
 * and the one it takes stops (it may be an earlier slug of its own, taken back). Null: no rename.
 */
export function renameRedirects(before: string, after: string): { add: string; remove: string } | null {
  return before === after ? null : { add: before, remove: after };
}

/** Only the fields an edit touched, before and after: publishing a story copies no body into the audit log. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}
