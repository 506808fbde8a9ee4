import PageCacheHandler from './page-cache-handler.mjs';
import { expireTags } from './expire-tags';
import { RENDER_WINDOW_MS } from './page-cache.mjs';

const page = (tags: string) => ({ kind: 'APP_PAGE', html: '<p>page</p>', rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags }, status: 200 });
const later = (ms: number) => jest.setSystemTime(Date.now() + ms);

describe('PageCacheHandler', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('keeps a rendered page with its cache control until one of its tags expires', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/products/oak-board', page('_N_T_/products/oak-board,catalogue,product:1'), { cacheControl: { revalidate: 300 } });
    later(10_000);
    expect(await handler.get('/products/oak-board')).toEqual(
      expect.objectContaining({ value: expect.objectContaining({ html: '<p>page</p>' }), cacheControl: { revalidate: 300 } }),
    );

    expireTags(['product:1']);
    expect(await handler.get('/products/oak-board')).toBeNull();
  });

  it('keeps a page as its UTF-8 bytes and hands it to Next as a string, which Next sends in one piece', async () => {
    const handler = new PageCacheHandler();
    const html = '<p>Glencoe’s “wee” glen — £5</p>';
    const value = { ...page('content'), html };
    await handler.set('/articles/glencoe', value, {});
    expect((await handler.get('/articles/glencoe'))?.value).toEqual(expect.objectContaining({ html }));
    const { cache } = handler as unknown as { cache: { pages: { get(key: string, ctx: object): Promise<{ value: { html: unknown } } | null> } } };
    expect((await cache.pages.get('/articles/glencoe', {}))?.value.html).toEqual(Buffer.from(html));
  });

  it('keeps no route that answered 404: a share card for a made-up address is never stored', async () => {
    const handler = new PageCacheHandler();
    const card = (status: number) => ({ kind: 'APP_ROUTE', body: Buffer.from(status === 200 ? 'png' : ''), headers: {}, status });
    await handler.set('/products/no-such-thing/opengraph-image-16g1u1', card(404), { cacheControl: { revalidate: 300 } });
    expect(await handler.get('/products/no-such-thing/opengraph-image-16g1u1')).toBeNull();
    await handler.set('/products/oak-board/opengraph-image-16g1u1', card(200), { cacheControl: { revalidate: 300 } });
    expect(await handler.get('/products/oak-board/opengraph-image-16g1u1')).not.toBeNull();
  });

  it('leaves pages that do not show the changed product alone', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/products/tweed-apron', page('catalogue,product:2'), {});
    later(10_000);
    expireTags(['product:3']);
    expect(await handler.get('/products/tweed-apron')).not.toBeNull();
  });

  it('expires data entries by the tags Next asks with, and by their own', async () => {
    const handler = new PageCacheHandler();
    const data = { kind: 'FETCH', data: { body: 'true', headers: {}, status: 200, url: '' }, revalidate: false };
    await handler.set('page-tags-key', data, { tags: ['product:4'] });
    later(10_000);
    expect(await handler.get('page-tags-key', { tags: ['product:4'], softTags: ['_N_T_/'] })).not.toBeNull();
    expireTags(['product:4']);
    expect(await handler.get('page-tags-key', { tags: [], softTags: [] })).toBeNull();
  });

  it('drops a page stored just after its tag expired once more after the render window, since its render may have read the old stock', async () => {
    const handler = new PageCacheHandler();
    later(10_000);
    expireTags(['product:5']);
    later(500);
    await handler.set('/products/raced', page('product:5'), {});
    expect(await handler.get('/products/raced')).not.toBeNull();

    await jest.advanceTimersByTimeAsync(RENDER_WINDOW_MS);
    expect(await handler.get('/products/raced')).toBeNull();

    // Rendered after the window: kept.
    later(1);
    await handler.set('/products/raced', page('product:5'), {});
    later(10_000);
    expect(await handler.get('/products/raced')).not.toBeNull();
  });

  it("takes Next's own revalidateTag calls too", async () => {
    const handler = new PageCacheHandler();
    await handler.set('/articles', page('content'), {});
    later(10_000);
    await handler.revalidateTag('content');
    expect(await handler.get('/articles')).toBeNull();
  });

  // Last: the catalogue's expiry it records would make pages stored by later cases look stale.
  it('refreshes a "not found" page when the catalogue or the content changes, though Next gave it no such tag', async () => {
    // After every expiry the cases above recorded.
    later(3_600_000);
    const handler = new PageCacheHandler();
    await handler.set('/products/hidden-scarf', { ...page('_N_T_/products/hidden-scarf'), status: 404 }, { cacheControl: { revalidate: 300 } });
    await handler.set('/products/oak-board', page('_N_T_/products/oak-board,product:77'), { cacheControl: { revalidate: 300 } });
    later(10_000);
    expect(await handler.get('/products/hidden-scarf')).not.toBeNull();

    expireTags(['catalogue']);
    expect(await handler.get('/products/hidden-scarf')).toBeNull();
    // A page that was found carries its own tags only.
    expect(await handler.get('/products/oak-board')).not.toBeNull();
  });
});
