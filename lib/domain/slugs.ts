/**
 * The rules every slug in the shop follows, whatever it names (a product, a category, a story, an
 * adventure): how one is written, the one a name or title gives, and how a made-up one is kept
 * unique. Each kind keeps its own length limit.
 */

/** Kebab case: lower-case letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters that do not decompose into a base letter and a mark, as a Scot might type them. */
const SPELLED_OUT: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ð: 'd', þ: 'th', ł: 'l', đ: 'd' };

/**
 * The slug some words give: lower case, accents dropped ("Gàidhlig" → "gaidhlig"), apostrophes
 * dropped so "Scotland’s" reads "scotlands", every other run of non-letters one hyphen, cut at a
 * word boundary to `maxLength`. Empty when the words hold no letter or digit at all.
 */
export function slugOf(words: string, maxLength: number): string {
  const slug = words
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøðþłđ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

/**
 * The first of `base`, `base-2`, `base-3`… that `taken` does not hold, within `maxLength`: a slug
 * made from a name never refuses a second item of the same name. A slug the owner chose and that is
 * taken is refused instead, since they meant that address.
 */
export function freeSlug(base: string, taken: (slug: string) => boolean, maxLength: number): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * What a rename does to the slugs that redirect to an item: the slug it leaves starts redirecting,
 * and the one it takes stops (it may be an earlier slug of its own, taken back). Null: no rename.
 */
export function renameRedirects(before: string, after: string): { add: string; remove: string } | null {
  return before === after ? null : { add: before, remove: after };
}
