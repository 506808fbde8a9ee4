import { unstable_cache } from 'next/cache';
import { tagBatches } from '@/lib/domain/cache-tags';

const marker = async () => true;

/**
 * Adds tags to the page being rendered, once its data tells which products it shows. Next's page
 * cache (ISR) takes a page's tags from the cached calls made while it renders, and its only tag API
 * outside Cache Components is unstable_cache's fixed `tags`, so each batch is a tiny cached call.
 * Outside a Next request (unit tests, scripts) there is no page to tag and nothing is done.
 */
export async function tagPage(tags: readonly string[]): Promise<void> {
  if (!isInsideNextServer()) return;
  await Promise.all(tagBatches(tags).map((batch) => unstable_cache(marker, ['page-tags', ...batch], { tags: batch })()));
}

function isInsideNextServer(): boolean {
  return Boolean(process.env.NEXT_RUNTIME);
}
