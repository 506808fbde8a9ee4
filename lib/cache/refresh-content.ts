import { CONTENT_TAG } from '@/lib/domain/cache-tags';
import { expireTags } from './expire-tags';

/**
 * After the owner writes a story or an adventure. Every page that shows one carries the content tag
 * (lib/commerce/cached.ts): its own page and share card, the lists, home's teasers, the sitemaps
 * and the other stories' "more stories". Stories change seldom, so one tag for all of them costs a
 * few renders and never leaves a page showing one that was taken down.
 */
export function refreshContent(): void {
  expireTags([CONTENT_TAG]);
}
