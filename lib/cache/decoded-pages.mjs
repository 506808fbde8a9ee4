// @ts-check
/**
 * The few hottest pages' HTML, decoded. The page cache keeps a page as UTF-8 bytes and hands it to
 * Next as a string (lib/cache/page-cache-handler.mjs, docs/adr/0009); decoding a product page's
 * 70 kB on every hit was 8% of the server's time under load, and its two-byte string, too large
 * for V8's young generation, more for the collector. Here a page's string is kept while its bytes
 * stay the same, within a few megabytes, so the server's peak stays within docs/adr/0036's bound.
 */
import { LRUCache } from 'lru-cache';

const MAX_BYTES = 4 * 1024 * 1024;

export class DecodedPages {
  /** @param {number} [maxBytes] the bytes and strings kept, a string at two bytes a character */
  constructor(maxBytes = MAX_BYTES) {
    /** @type {LRUCache<string, { bytes: Buffer, text: string }>} */
    this.entries = new LRUCache({
      maxSize: maxBytes,
      // One large page cannot push out all the others: it is decoded on each hit instead.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: ({ bytes, text }) => bytes.length + 2 * text.length,
    });
  }

  /**
   * The page's HTML as a string: the one decoded before if these are still its bytes. Compared by
   * content, since a shared page cache (Redis) hands over new bytes on every hit.
   * @param {string} key
   * @param {Buffer} bytes
   */
  text(key, bytes) {
    const kept = this.entries.get(key);
    // The memory cache hands over the same buffer each time: no need to compare 70 kB for it.
    if (kept && (kept.bytes === bytes || kept.bytes.equals(bytes))) return kept.text;
    const text = bytes.toString('utf8');
    this.entries.set(key, { bytes, text });
    return text;
  }

  /** @param {string} key a page stored again, whose old string is no longer wanted */
  forget(key) {
    this.entries.delete(key);
  }
}
