/** The in-memory page cache counts what its entries take in memory (lib/cache/memory-pages.mjs). */
describe('MemoryPages', () => {
  const pageOf = (html: string | Buffer) => ({ kind: 'APP_PAGE', html, headers: {}, status: 200 });
  const ONE_THIRD_MB = 'a’'.repeat(1024 * 1024 / 6);

  interface PageStore {
    set(key: string, value: unknown, tags: string[], cacheControl: unknown): Promise<void>;
    get(key: string, ctx: object): Promise<unknown>;
  }

  async function cacheOfOneMb(): Promise<PageStore> {
    process.env.PAGE_CACHE_MAX_MB = '1';
    let pages: { MemoryPages: new () => PageStore } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh under the limit just set
      pages = require('./memory-pages.mjs');
    });
    delete process.env.PAGE_CACHE_MAX_MB;
    return new pages!.MemoryPages();
  }

  it('counts a page kept as a string at two bytes a character, as V8 keeps it', async () => {
    const cache = await cacheOfOneMb();
    // A third of a megabyte of characters each: two thirds of a megabyte in memory.
    await cache.set('/a', pageOf(ONE_THIRD_MB), [], {});
    await cache.set('/b', pageOf(ONE_THIRD_MB), [], {});
    expect(await cache.get('/a', {})).toBeNull();
    expect(await cache.get('/b', {})).not.toBeNull();
  });

  it('counts bytes as bytes', async () => {
    const cache = await cacheOfOneMb();
    await cache.set('/a', pageOf(Buffer.alloc(1024 * 1024 / 3)), [], {});
    await cache.set('/b', pageOf(Buffer.alloc(1024 * 1024 / 3)), [], {});
    expect(await cache.get('/a', {})).not.toBeNull();
    expect(await cache.get('/b', {})).not.toBeNull();
  });
});
