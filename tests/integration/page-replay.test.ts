/**
 * The page replay (lib/http/page-replay.ts) in front of a server that plays Next's part with the
 * shop's real page cache: it renders a page on a miss, stores it, and serves hits from the cache
 * with the entry's headers. The replay must answer exactly when Next would serve the same fresh
 * entry, and hand everything else back.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import PageCacheHandler, { freshPage } from '@/lib/cache/page-cache-handler.mjs';
import { expireTags } from '@/lib/cache/expire-tags';
import { pageReplay } from '@/lib/http/page-replay';
import { installResponseLayer } from '@/lib/http/response-layer';
import { rawGet } from '../support/raw-get';

const cache = new PageCacheHandler();
let renders = 0;
let nextCalls = 0;
let stock = 'In stock';

/** Next's part: the page cache first, a render on a miss. */
async function next(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  nextCalls += 1;
  const key = new URL(request.url!, 'http://shop').pathname === '/products' ? '/views/products/all/1' : new URL(request.url!, 'http://shop').pathname;
  response.setHeader('Content-Security-Policy', "script-src 'self'");
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (request.headers.rsc) {
    response.setHeader('Content-Type', 'text/x-component');
    response.end('0:{}');
    return;
  }
  const hit = await cache.get(key);
  if (hit) {
    response.setHeader('x-nextjs-cache', 'HIT');
    response.setHeader('Cache-Control', 's-maxage=300');
    for (const [name, value] of Object.entries((hit.value as { headers: Record<string, string> }).headers)) response.appendHeader(name, value);
    response.end((hit.value as { html: Buffer }).html);
    return;
  }
  renders += 1;
  const html = `<!DOCTYPE html><html><body><h1>${key}</h1><p>${stock} — £24</p><p>${"Hand-finished in Inverness. ".repeat(60)}</p><script>self.__next_f.push([1,"${renders}"])</script></body></html>`;
  await cache.set(key, { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': `page:${key}` }, status: 200 }, { cacheControl: { revalidate: 300 } });
  response.setHeader('x-nextjs-cache', 'MISS');
  response.end(html);
}

let server: http.Server;
let uninstall: () => void;

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const reply = await rawGet(server, path, headers);
  const encoding = reply.headers['content-encoding'];
  const body = encoding === 'gzip' ? gunzipSync(reply.body) : encoding === 'br' ? brotliDecompressSync(reply.body) : reply.body;
  return { ...reply, body: body.toString('utf8') };
}

beforeAll(async () => {
  uninstall = installResponseLayer({ policyFor: () => "script-src 'self' 'sha256-page'", replay: pageReplay(freshPage) });
  server = http.createServer((request, response) => void next(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  uninstall();
  await new Promise((resolve) => server.close(resolve));
});

describe('the page replay', () => {
  it('answers a page Next served from its cache with the same entry and headers, without asking Next', async () => {
    const miss = await get('/products/oak-board');
    expect(miss.headers['x-nextjs-cache']).toBe('MISS');
    const hit = await get('/products/oak-board');
    expect(hit.headers['x-nextjs-cache']).toBe('HIT');
    expect(hit.headers['x-highland-page']).toBeUndefined();
    const callsBefore = nextCalls;

    const replayed = await get('/products/oak-board');
    expect(nextCalls).toBe(callsBefore);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toBe(hit.body);
    expect(replayed.headers).toMatchObject({ 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=300', 'content-type': 'text/html; charset=utf-8', 'content-security-policy': hit.headers['content-security-policy'] });
    expect(replayed.headers['x-highland-page']).toBeUndefined();

    // Compressed for a client that asks (once per entry, then kept), brotli first, like every other response.
    for (const [accept, encoding] of [['gzip', 'gzip'], ['gzip, deflate, br, zstd', 'br'], ['br;q=0, gzip', 'gzip']]) {
      const compressed = await get('/products/oak-board', { 'accept-encoding': accept! });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toContain('Accept-Encoding');
      expect(compressed.body).toBe(hit.body);
    }
    expect(nextCalls).toBe(callsBefore);
  });

  it('goes back to Next as soon as one of the page’s tags expires, and shows the change', async () => {
    await get('/products/elm-board');
    await get('/products/elm-board');
    const calls = nextCalls;
    await get('/products/elm-board');
    expect(nextCalls).toBe(calls);

    stock = 'Out of stock';
    expireTags(['page:/products/elm-board']);
    const fresh = await get('/products/elm-board');
    expect(nextCalls).toBe(calls + 1);
    expect(fresh.body).toContain('Out of stock');
    stock = 'In stock';
  });

  it('leaves the client router’s requests, other methods and unseen addresses to Next', async () => {
    await get('/products');
    await get('/products');
    const calls = nextCalls;
    await get('/products', { rsc: '1' });
    await get('/products?utm_source=newsletter');
    expect(nextCalls).toBe(calls + 2);
    await get('/products');
    expect(nextCalls).toBe(calls + 2);
  });

  it('goes back to Next once the page is due to be revalidated', async () => {
    await get('/articles/glencoe');
    await get('/articles/glencoe');
    const calls = nextCalls;
    jest.useFakeTimers({ now: Date.now() + 301_000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      await get('/articles/glencoe');
      expect(nextCalls).toBe(calls + 1);
    } finally {
      jest.useRealTimers();
    }
  });
});
