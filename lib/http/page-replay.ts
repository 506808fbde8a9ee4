/**
 * Cached pages sent again without asking Next (docs/adr/0009). When Next answers a plain GET with a
 * fresh hit from the page cache, the response carries which cache entry it was (`x-highland-page`,
 * added by lib/cache/page-cache-handler.mjs). The address is remembered with that entry and the
 * response's headers; the next GET of the same address is answered here with the same entry's
 * bytes and the same headers, for as long as the page cache says Next would still serve that entry
 * as a fresh hit. Anything else (a stale or expired entry, a new render, a router request) goes to
 * Next, which serves it, renders it again where needed, and is remembered anew.
 *
 * Next spends most of a cached page's time on routing (rewrites and dynamic routes are matched
 * twice, their patterns compiled each time), not on the page: this skips the routing, not the cache.
 */
import type http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { isReplayableRequest } from '@/lib/domain/replayable-request';

export const PAGE_HEADER = 'x-highland-page';

/** Per response, never replayed: Node writes its own, or the replay chooses them again. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

type Encoding = 'br' | 'gzip';

/**
 * Each cached page compressed once per encoding, not once per response: compressing a 100 kB page
 * costs more than everything else about sending it. Keyed by the entry's bytes, so a variant goes
 * when its entry does. Brotli at quality 5: close to the best size at a fraction of the time.
 */
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function encoded(html: Buffer, encoding: Encoding): Buffer {
  const variants = compressed.get(html) ?? {};
  compressed.set(html, variants);
  variants[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : gzipSync(html, { level: 6 });
  return variants[encoding];
}

function acceptedEncoding(request: http.IncomingMessage): Encoding | undefined {
  // Negotiator 0.6.4 takes the server's preference second (its types predate it): br wins a tie.
  const negotiator = new Negotiator(request) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
  const choice = negotiator.encoding(['br', 'gzip', 'identity'], ['br', 'gzip']);
  return choice === 'br' || choice === 'gzip' ? choice : undefined;
}

interface Remembered {
  key: string;
  stored: number;
  headers: [string, number | string | string[]][];
}

export interface PageReplay {
  /**
   * Called once a response's headers are settled: strips our marker, and remembers a fresh hit that
   * goes out as it is (a page still held for its policy would be remembered without it).
   */
  remember(request: http.IncomingMessage, response: http.ServerResponse, passesOn: boolean): void;
  /** Answers the request from a remembered page if it can; false leaves it to Next. */
  serve(request: http.IncomingMessage, response: http.ServerResponse): boolean;
}

export function pageReplay(freshPage: (key: string, stored: number) => Buffer | null, addresses = 2_000): PageReplay {
  const remembered = new LRUCache<string, Remembered>({ max: addresses });

  return {
    remember(request, response, passesOn) {
      const marker = response.getHeader(PAGE_HEADER);
      if (marker === undefined) return;
      response.removeHeader(PAGE_HEADER);
      if (!passesOn || !isReplayableRequest(request) || response.statusCode !== 200 || response.getHeader('x-nextjs-cache') !== 'HIT') return;
      const [stored, key] = String(marker).split(' ');
      if (!key || !Number.isSafeInteger(Number(stored))) return;
      const headers = Object.entries(response.getHeaders()).filter(
        (entry): entry is [string, number | string | string[]] => entry[1] !== undefined && !PER_RESPONSE.has(entry[0]),
      );
      remembered.set(request.url!, { key: decodeURIComponent(key), stored: Number(stored), headers });
    },

    serve(request, response) {
      if (!isReplayableRequest(request)) return false;
      const page = remembered.get(request.url!);
      if (!page) return false;
      const html = freshPage(page.key, page.stored);
      if (!html) {
        remembered.delete(request.url!);
        return false;
      }
      response.statusCode = 200;
      for (const [name, value] of page.headers) response.setHeader(name, value);
      const vary = response.getHeader('vary');
      response.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = acceptedEncoding(request);
      // An encoded body is left alone by the compression middleware ("already encoded").
      const body = encoding ? encoded(html, encoding) : html;
      if (encoding) response.setHeader('content-encoding', encoding);
      response.setHeader('content-length', body.length);
      response.end(body);
      return true;
    },
  };
}
