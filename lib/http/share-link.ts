/**
 * Share links (docs/adr/0035): any page's address with `?code=STORY10` carries the code to the
 * shopper's cart. Pure, so proxy.ts stays thin and this is tested without a server.
 */
import { normaliseCode } from '@/lib/domain/discounts';

export const SHARE_LINK_PARAM = 'code';

export interface ShareLink {
  /** The code, normalised; null when the link's value is no code's shape (then no cookie is set). */
  code: string | null;
  /** The same address without the code, every other parameter (utm_* included) kept in order. */
  target: URL;
}

/** The share link an address is, or null when it carries no code. */
export function shareLinkOf(url: URL): ShareLink | null {
  if (!url.searchParams.has(SHARE_LINK_PARAM)) return null;
  const code = normaliseCode(url.searchParams.get(SHARE_LINK_PARAM) ?? '');
  const target = new URL(url);
  target.searchParams.delete(SHARE_LINK_PARAM);
  return { code, target };
}
