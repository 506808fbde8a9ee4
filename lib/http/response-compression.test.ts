import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { CompressedCopies } from './compressed-copies';
import { responseCompression } from './response-compression';

const CHROMIUM = 'gzip, deflate, br, zstd';
const CACHED_PAGE = 's-maxage=300, stale-while-revalidate=31535700';
const page = (words: string) => `<!DOCTYPE html><html><body>${`<p>${words} — £5</p>`.repeat(300)}</body></html>`;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A server answering as `handler` says, through the shop's compression with `copies`. */
async function serving(handler: Handler, copies = new CompressedCopies()) {
  const compress = responseCompression(copies);
  const server = http.createServer((request, response) => compress(request, response, () => handler(request, response)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, copies, close: () => new Promise((resolve) => server.close(resolve)) };
}

interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, still encoded. */
  raw: Buffer;
  /** The body decoded by its Content-Encoding. */
  text: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Received> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString('utf8') });
        });
      })
      .on('error', reject)
      .end();
  });
}

/** A handler that answers as Next answers a cached page: its headers set, then the whole page at once. */
function cachedPages(pages: Record<string, string>, cacheControl = CACHED_PAGE): Handler {
  return (request, response) => {
    const html = pages[request.url ?? ''];
    response.statusCode = html === undefined ? 404 : 200;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Vary', 'rsc, next-router-state-tree');
    response.end(html ?? page('Not found'));
  };
}

describe('the shop server’s compression', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends a cached page from its kept compressed copy, compressing it once while it stays the same', async () => {
    const pages = { '/about': page('heather') };
    const server = await serving(cachedPages(pages));
    const compress = jest.spyOn(zlib, 'brotliCompress');
    try {
      const first = await get(server.port, '/about', { 'accept-encoding': CHROMIUM });
      const again = await get(server.port, '/about', { 'accept-encoding': CHROMIUM });
      for (const answer of [first, again]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.text).toBe(pages['/about']);
        expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
        expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
        expect(answer.headers['cache-control']).toBe(CACHED_PAGE);
      }
      expect(again.raw.equals(first.raw)).toBe(true);
      expect(compress).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });

  it('compresses a page rendered again afresh: never the old copy for new bytes', async () => {
    const pages = { '/products/oak-board': page('In stock') };
    const server = await serving(cachedPages(pages));
    try {
      expect((await get(server.port, '/products/oak-board', { 'accept-encoding': CHROMIUM })).text).toBe(page('In stock'));
      pages['/products/oak-board'] = page('Sold out');
      expect((await get(server.port, '/products/oak-board', { 'accept-encoding': CHROMIUM })).text).toBe(page('Sold out'));
    } finally {
      await server.close();
    }
  });

  it('sends gzip to a client that takes only gzip, and the page as it is to one that takes neither', async () => {
    const pages = { '/': page('loch') };
    const server = await serving(cachedPages(pages));
    try {
      const gzip = await get(server.port, '/', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toBe(pages['/']);
      for (const headers of [{ 'accept-encoding': 'identity' }, {}] as Record<string, string>[]) {
        const plain = await get(server.port, '/', headers);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.raw.toString('utf8')).toBe(pages['/']);
      }
    } finally {
      await server.close();
    }
  });

  it('joins a shareable response written in several chunks, strings and bytes, and keeps one copy of it', async () => {
    const parts = ['<html><body>', page('glen'), '</body></html>'];
    const server = await serving((request, response) => {
      response.setHeader('Content-Type', 'application/javascript; charset=utf-8');
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.write(parts[0]);
      response.write(Buffer.from(parts[1]!));
      response.end(parts[2], 'utf8');
    });
    try {
      const first = await get(server.port, '/_next/static/chunks/app.js', { 'accept-encoding': CHROMIUM });
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.text).toBe(parts.join(''));
      expect(server.copies.size).toBe(1);
      expect((await get(server.port, '/_next/static/chunks/app.js', { 'accept-encoding': CHROMIUM })).raw.equals(first.raw)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('streams a per-visitor page, an error page and an API answer through the compressor without keeping a copy', async () => {
    const server = await serving((request, response) => {
      const privatePage = request.url === '/cart';
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.setHeader('Content-Type', request.url === '/api/products' ? 'application/json' : 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', privatePage ? 'private, no-cache, no-store, max-age=0, must-revalidate' : request.url === '/missing' ? CACHED_PAGE : 'no-store');
      response.write(page('first part'));
      setTimeout(() => response.end(page('second part')), 5);
    });
    try {
      for (const path of ['/cart', '/missing', '/api/products']) {
        const answer = await get(server.port, path, { 'accept-encoding': CHROMIUM });
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.text).toBe(page('first part') + page('second part'));
      }
      expect(server.copies.size).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('streams a shareable response larger than a kept copy may be, whole and compressed', async () => {
    const big = page('a long walk over the hills').repeat(40);
    const server = await serving(cachedPages({ '/big': big }), new CompressedCopies(256 * 1024));
    try {
      const answer = await get(server.port, '/big', { 'accept-encoding': CHROMIUM });
      expect(Buffer.byteLength(big)).toBeGreaterThan(server.copies.maxBodyBytes);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.text).toBe(big);
      expect(server.copies.size).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('leaves alone what is already encoded, what says no-transform, a HEAD request and a small answer', async () => {
    const webp = zlib.gzipSync(page('picture'));
    const server = await serving((request, response) => {
      if (request.url === '/encoded') {
        response.setHeader('Content-Type', 'text/html');
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Cache-Control', CACHED_PAGE);
        return void response.end(webp);
      }
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', request.url === '/no-transform' ? 's-maxage=60, no-transform' : CACHED_PAGE);
      response.end(request.url === '/small' ? '<p>Hello</p>' : page('hill'));
    });
    try {
      const encoded = await get(server.port, '/encoded', { 'accept-encoding': CHROMIUM });
      expect(encoded.headers['content-encoding']).toBe('gzip');
      expect(encoded.raw.equals(webp)).toBe(true);
      expect((await get(server.port, '/no-transform', { 'accept-encoding': CHROMIUM })).headers['content-encoding']).toBeUndefined();
      const small = await get(server.port, '/small', { 'accept-encoding': CHROMIUM });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.text).toBe('<p>Hello</p>');
      const head = await get(server.port, '/page', { 'accept-encoding': CHROMIUM }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.raw.length).toBe(0);
      expect(server.copies.size).toBe(0);
    } finally {
      await server.close();
    }
  });
});
