/**
 * The compressed copy of each hot shareable response (docs/adr/0039). A cached page is the same
 * bytes for every visitor until it is rendered again, yet a server that compresses as it sends
 * compresses those bytes afresh for every one of them: over a third of one instance's time on a
 * cached page. Here a response's compressed copy is kept while its body stays the same; a body is
 * compared whole, never trusted by its address, so a page rendered again is compressed again.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** The encodings a copy is kept in: what the shop's compression sends a browser (brotli, or gzip). */
export type CopyEncoding = 'br' | 'gzip';

/** A body as the server was handed it: one string or buffer as is, or several chunks joined. */
export type Body = string | Buffer;

/** The settings the `compression` package uses, so a kept copy is the copy it would have sent. */
export const ENCODERS: Record<CopyEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(zlib.gzip)(body),
};

const DEFAULT_MAX_BYTES = 6 * 1024 * 1024;

interface Copy {
  body: Body;
  encoded: Buffer;
}

/** What a body takes kept in memory: a string at two bytes a character, as V8 may hold it. */
export const sizeOf = (body: Body) => (typeof body === 'string' ? 2 * body.length : body.length);
const asBuffer = (body: Body) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : body);

/** The same body: a string the same one or equal, a buffer of equal bytes. */
function sameBody(kept: Body, body: Body): boolean {
  if (typeof kept === 'string') return typeof body === 'string' && kept === body;
  return Buffer.isBuffer(body) && (kept === body || kept.equals(body));
}

export class CompressedCopies {
  private readonly copies: LRUCache<string, Copy>;

  /** @param maxBytes the bodies and copies kept, a string at two bytes a character */
  constructor(readonly maxBytes = DEFAULT_MAX_BYTES) {
    this.copies = new LRUCache({
      maxSize: maxBytes,
      // One large response cannot push out all the others: it is compressed each time instead.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: ({ body, encoded }) => sizeOf(body) + encoded.length,
    });
  }

  /** The largest body (by sizeOf) a copy is kept of; a larger one is better streamed through the compressor. */
  get maxBodyBytes(): number {
    return Math.floor(this.maxBytes / 8);
  }

  /**
   * The body compressed: the copy kept for `key` when it is still this body, else compressed now
   * and kept, beside a copy of the body (a buffer handed over may be reused by whoever wrote it).
   */
  async compressed(key: string, body: Body, encoding: CopyEncoding): Promise<Buffer> {
    const copyKey = `${encoding} ${key}`;
    const kept = this.copies.get(copyKey);
    if (kept && sameBody(kept.body, body)) return kept.encoded;
    const encoded = await ENCODERS[encoding](asBuffer(body));
    this.copies.set(copyKey, { body: typeof body === 'string' ? body : Buffer.from(body), encoded });
    return encoded;
  }

  /** How many copies are kept (for tests and the benchmarks). */
  get size(): number {
    return this.copies.size;
  }
}
