/**
 * The page cache shared through Redis (docs/adr/0023), between instances in processes of their own
 * talking to a real redis-server.
 */
import { startCacheInstance, type CacheInstance } from '@/tests/support/cache-instances';
import { eventually, startRedis, type TestRedis } from '@/tests/support/redis-server';

type Hit = { lastModified: number; html: string } | null;

let redis: TestRedis;
let a: CacheInstance;
let b: CacheInstance;

const inSync = (instance: CacheInstance) => eventually(() => instance.ask<boolean>({ op: 'known' }), Boolean);

beforeAll(async () => {
  redis = await startRedis();
  [a, b] = await Promise.all([startCacheInstance({ REDIS_URL: redis.url }), startCacheInstance({ REDIS_URL: redis.url })]);
  await Promise.all([inSync(a), inSync(b)]);
}, 30_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

describe('the page cache with REDIS_URL', () => {
  it('serves a page rendered by one instance from another', async () => {
    await a.ask({ op: 'set', key: '/products/oak-board', tags: 'catalogue,product:1' });
    const hit = await b.ask<Hit>({ op: 'get', key: '/products/oak-board' });
    expect(hit?.html).toBe('<p>/products/oak-board</p>');
  });

  it('drops a page on every instance, within a second, when one instance expires its tag', async () => {
    await a.ask({ op: 'set', key: '/products/tweed-apron', tags: 'catalogue,product:2' });
    const hit = await b.ask<Hit>({ op: 'get', key: '/products/tweed-apron' });
    expect(hit).not.toBeNull();

    await a.ask({ op: 'expire', tags: ['product:2'] });
    // b holds the page in its own memory: only the published expiry can tell it.
    await eventually(() => b.ask<Hit>({ op: 'get', key: '/products/tweed-apron' }), (seen) => seen === null, 1_000);
  });

  it('tells an instance that starts later about the tags expired before it subscribed', async () => {
    await a.ask({ op: 'set', key: '/products/elm-board', tags: 'product:3' });
    await a.ask({ op: 'expire', tags: ['product:3'] });
    const late = await startCacheInstance({ REDIS_URL: redis.url });
    try {
      await inSync(late);
      expect(await late.ask<Hit>({ op: 'get', key: '/products/elm-board' })).toBeNull();
    } finally {
      await late.stop();
    }
  });

  it('answers misses while Redis hangs with its connections open, and hits again once it answers', async () => {
    await a.ask({ op: 'set', key: '/adventures', tags: 'content' });
    expect(await b.ask<Hit>({ op: 'get', key: '/adventures' })).not.toBeNull();

    redis.pause();
    try {
      // Nothing closes: only the subscription's heartbeat can notice.
      await eventually(() => b.ask<boolean>({ op: 'known' }), (known) => !known);
      expect(await b.ask<Hit>({ op: 'get', key: '/adventures' })).toBeNull();
    } finally {
      redis.resume();
    }
    await inSync(b);
    expect(await b.ask<Hit>({ op: 'get', key: '/adventures' })).not.toBeNull();
  }, 20_000);

  it('answers misses while Redis is down, and an expiry made meanwhile reaches the others once it is back', async () => {
    await a.ask({ op: 'set', key: '/about', tags: 'content' });
    expect(await a.ask<Hit>({ op: 'get', key: '/about' })).not.toBeNull();
    const held = await b.ask<Hit>({ op: 'get', key: '/about' });
    expect(held).not.toBeNull();

    await redis.stop();
    await eventually(() => b.ask<boolean>({ op: 'known' }), (known) => !known);
    expect(await b.ask<Hit>({ op: 'get', key: '/about' })).toBeNull();
    await expect(b.ask({ op: 'set', key: '/articles', tags: 'content' })).resolves.toBeNull();
    await a.ask({ op: 'expire', tags: ['content'] });
    // Longer than a command may wait for a connection: the write has failed, not merely queued.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    await redis.restart();
    await Promise.all([inSync(a), inSync(b)]);
    await eventually(() => b.ask<Hit>({ op: 'get', key: '/about' }), (seen) => seen === null, 2_000);
  }, 20_000);
});
