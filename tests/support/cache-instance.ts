/**
 * One shop instance's page cache in a process of its own, driven over IPC by a test
 * (tests/support/cache-instances.ts): what two servers share is only what goes through Redis.
 * Run with `node --import tsx`.
 */
import PageCacheHandler from '../../lib/cache/page-cache-handler.mjs';
import { expireTags, tagsExpiredSince } from '../../lib/cache/expire-tags';

export type Ask =
  | { op: 'set'; key: string; tags: string }
  | { op: 'get'; key: string }
  | { op: 'expire'; tags: string[] }
  | { op: 'expiredSince'; time: number };

const handler = new PageCacheHandler();
/** What Next asks a page lookup with. */
const PAGE_LOOKUP = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

async function answer(ask: Ask): Promise<unknown> {
  switch (ask.op) {
    case 'set':
      await handler.set(
        ask.key,
        { kind: 'APP_PAGE', html: `<p>${ask.key}</p>`, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': ask.tags }, status: 200 },
        { cacheControl: { revalidate: 300, expire: 3600 } },
      );
      return null;
    case 'get': {
      const hit = await handler.get(ask.key, PAGE_LOOKUP);
      return hit && { lastModified: hit.lastModified, html: String((hit.value as { html: Buffer }).html), cacheControl: hit.cacheControl };
    }
    case 'expire':
      expireTags(ask.tags);
      return null;
    case 'expiredSince':
      return tagsExpiredSince(ask.time);
  }
}

process.on('message', (message: { id: number; ask: Ask }) => {
  answer(message.ask).then(
    (result) => process.send!({ id: message.id, result }),
    (error: unknown) => process.send!({ id: message.id, error: String(error) }),
  );
});
process.send!({ id: 0, result: 'started' });
