/**
 * Which requests may be answered with a cached page again without asking Next
 * (lib/http/page-replay.ts, docs/adr/0009): a plain browser or crawler GET of a page. Anything
 * Next answers differently by request is left to Next:
 * - its client router's calls (the `rsc`, `next-router-*` and `next-url` headers, `_rsc` in the
 *   query) get payloads, not HTML;
 * - server actions (`next-action`);
 * - draft mode (its cookie) and on-demand revalidation (`x-prerender-revalidate`) bypass the cache;
 * - a `Range` request, and HEAD, are left to Next's own handling.
 */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action', 'x-prerender-revalidate', 'range'];
const DRAFT_MODE_COOKIE = '__prerender_bypass';

export interface RequestShape {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

export function isReplayableRequest({ method, url, headers }: RequestShape): boolean {
  if (method !== 'GET' || !url?.startsWith('/')) return false;
  if (NEXT_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return false;
  if (/[?&]_rsc=/.test(url)) return false;
  const cookie = headers.cookie;
  return !(typeof cookie === 'string' && cookie.includes(DRAFT_MODE_COOKIE));
}
