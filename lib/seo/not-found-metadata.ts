import type { Metadata } from 'next';

/**
 * The head of an unknown address, product, story or adventure. The page's metadata gives it on the
 * first render; the route's not-found.tsx exports it too, because when Next renders a cached 404
 * again behind the scenes it takes the head from the not-found boundary, not from the page, and the
 * page would otherwise come back under the shop's generic title.
 */
function notFoundMetadata(title: string): Metadata {
  return { title, robots: { index: false } };
}

export const PATH_NOT_FOUND_METADATA = notFoundMetadata('Highland Path Not Found');
export const PRODUCT_NOT_FOUND_METADATA = notFoundMetadata('Highland Treasure Not Found');
export const STORY_NOT_FOUND_METADATA = notFoundMetadata('Highland Story Not Found');
export const ADVENTURE_NOT_FOUND_METADATA = notFoundMetadata('Adventure Not Found');
