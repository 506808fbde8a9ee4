/** Types for decoded-pages.mjs, which the page cache handler loads as plain JavaScript. */
import type { LRUCache } from 'lru-cache';

export class DecodedPages {
  constructor(maxBytes?: number);
  readonly entries: LRUCache<string, { bytes: Buffer; text: string }>;
  text(key: string, bytes: Buffer): string;
  forget(key: string): void;
}
