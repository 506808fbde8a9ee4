/**
 * The page cache shared through Redis (docs/adr/0027), between instances in processes of their own
 * talking to a real redis-server.
 */
import { startCacheInstance, type CacheInstance } from '@/tests/support/cache-instances';
import { eventually, startRedis, type TestRedis } from '@/tests/support/redis-server';

type Hit = { lastModified: number; html: string; cacheControl?: unknown } | null;

let redis: TestRedis;
let a: CacheInstance;
let b: CacheInstance;

/** Until an instance's connections are up its lookups are misses; this waits for a stored page to be seen. */
async function storedAndSeen(key: string, tags: string, by: CacheInstance[]) {
  await eventually(async () => {
    await a.ask({ op: 'set', key, tags });
    return Promise.all(by.map((instance) => instance.ask<Hit>({ op: 'get', key })));
  }, (hits) => hits.every((hit) => hit !== null), 10_000);
}

beforeAll(async () => {
  redis = await startRedis({ keepData: true });
  [a, b] = await Promise.all([startCacheInstance({ REDIS_URL: redis.url }), startCacheInstance({ REDIS_URL: redis.url })]);
}, 30_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.remove();
});

describe('the page cache with REDIS_URL', () => {
  it('serves a page rendered by one instance from another, with its lifetime', async () => {
    await storedAndSeen('/products/oak-board', 'catalogue,product:1', [a, b]);
    const hit = await b.ask<Hit>({ op: 'get', key: '/products/oak-board' });
    expect(hit?.html).toBe('<p>/products/oak-board</p>');
    // Without it Next would count another instance's page stale after a second.
    expect(hit?.cacheControl).toEqual({ revalidate: 300, expire: 3600 });
  }, 20_000);

  it('drops a page on every instance, within a second, when one instance expires its tag', async () => {
    await storedAndSeen('/products/tweed-apron', 'catalogue,product:2', [a, b]);
    await a.ask({ op: 'expire', tags: ['product:2'] });
    await eventually(() => b.ask<Hit>({ op: 'get', key: '/products/tweed-apron' }), (seen) => seen === null, 1_000);
    // Other pages stay.
    expect(await b.ask<Hit>({ op: 'get', key: '/products/oak-board' })).not.toBeNull();
  });

  it('drops again, after the render window, a page stored by a render that raced the expiry', async () => {
    await storedAndSeen('/products/raced-scarf', 'product:3', [b]);
    await a.ask({ op: 'expire', tags: ['product:3'] });
    // A render that read the old stock stores its page just after the expiry.
    await a.ask({ op: 'set', key: '/products/raced-scarf', tags: 'product:3' });
    expect(await b.ask<Hit>({ op: 'get', key: '/products/raced-scarf' })).not.toBeNull();
    await eventually(() => b.ask<Hit>({ op: 'get', key: '/products/raced-scarf' }), (seen) => seen === null, 3_000);
  });

  it('tells every instance which tags expired since a time, for the data kept outside the page cache', async () => {
    const before = Date.now() - 1;
    await a.ask({ op: 'expire', tags: ['product:4', 'catalogue'] });
    await eventually(() => b.ask<string[] | null>({ op: 'expiredSince', time: before }), (tags) => !!tags && tags.includes('product:4') && tags.includes('catalogue'));
    expect(await b.ask<string[] | null>({ op: 'expiredSince', time: Date.now() + 1_000 })).toEqual([]);
  });

  it('answers misses while Redis hangs with its connections open, and hits again once it answers', async () => {
    await storedAndSeen('/adventures', 'content', [b]);
    redis.pause();
    try {
      const started = Date.now();
      expect(await b.ask<Hit>({ op: 'get', key: '/adventures' })).toBeNull();
      // A miss within about a second: the page renders from the database rather than wait.
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await b.ask<string[] | null>({ op: 'expiredSince', time: 0 })).toBeNull();
    } finally {
      redis.resume();
    }
    await eventually(() => b.ask<Hit>({ op: 'get', key: '/adventures' }), (seen) => seen !== null);
  }, 20_000);

  it('sends an expiry made while Redis was down once it is back, so a page it kept does not return stale', async () => {
    await storedAndSeen('/about', 'content', [a, b]);

    await redis.stop();
    await eventually(() => b.ask<Hit>({ op: 'get', key: '/about' }), (seen) => seen === null);
    await a.ask({ op: 'expire', tags: ['content'] });
    // Longer than any write may wait: the deletion has failed, not merely queued.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    // Back with what it held, /about among it: only the expiry sent again can drop it.
    await redis.restart();
    // Both instances are connected again: b sees a page a stores now...
    await storedAndSeen('/faq', 'faq', [b]);
    // ...and the expiry that a kept reaches Redis and drops /about, which came back from disk.
    await eventually(() => b.ask<Hit>({ op: 'get', key: '/about' }), (seen) => seen === null, 5_000);
    expect(await b.ask<string[] | null>({ op: 'expiredSince', time: 0 })).toContain('content');
  }, 40_000);
});
