/** Types for page-cache-handler.mjs, which Next loads as plain JavaScript. */

export default class PageCacheHandler {
  constructor(options?: { serverDistDir?: string });
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(key: string, value: unknown, ctx?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
