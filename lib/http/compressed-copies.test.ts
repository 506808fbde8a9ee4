import zlib from 'node:zlib';
import { CompressedCopies } from './compressed-copies';

const page = (words: string) => `<main><h1>Glencoe’s wee glen — £5</h1>${`<p>${words}</p>`.repeat(200)}</main>`;

describe('CompressedCopies', () => {
  it('compresses a body once while it stays the same, from the same string or buffer, or equal bytes', async () => {
    const copies = new CompressedCopies();
    const html = page('heather');
    const first = await copies.compressed('/about', html, 'br');
    expect(zlib.brotliDecompressSync(first).toString('utf8')).toBe(html);
    expect(await copies.compressed('/about', html, 'br')).toBe(first);

    const bytes = Buffer.from(page('thistle'));
    const gzipped = await copies.compressed('/story', bytes, 'gzip');
    expect(zlib.gunzipSync(gzipped).equals(bytes)).toBe(true);
    expect(await copies.compressed('/story', bytes, 'gzip')).toBe(gzipped);
    expect(await copies.compressed('/story', Buffer.from(bytes), 'gzip')).toBe(gzipped);
  });

  it('compresses a body rendered again afresh, never sending the old copy for the same address', async () => {
    const copies = new CompressedCopies();
    await copies.compressed('/products/oak-board', page('In stock'), 'gzip');
    const again = await copies.compressed('/products/oak-board', page('Sold out'), 'gzip');
    expect(zlib.gunzipSync(again).toString('utf8')).toBe(page('Sold out'));
    const bytes = Buffer.from(page('In stock'));
    await copies.compressed('/products/oak-board', bytes, 'gzip');
    expect(zlib.gunzipSync(await copies.compressed('/products/oak-board', Buffer.from(page('Sold out')), 'gzip')).toString('utf8')).toBe(page('Sold out'));
  });

  it('keeps each encoding apart, and a string apart from bytes of another body', async () => {
    const copies = new CompressedCopies();
    const html = page('loch');
    const br = await copies.compressed('/', html, 'br');
    const gzip = await copies.compressed('/', html, 'gzip');
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(zlib.gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(zlib.gunzipSync(await copies.compressed('/', Buffer.from(page('glen')), 'gzip')).toString('utf8')).toBe(page('glen'));
  });

  it('keeps its own copy of a buffer, so a writer reusing its buffer cannot change what is compared', async () => {
    const copies = new CompressedCopies();
    const bytes = Buffer.from(page('ben'));
    const first = await copies.compressed('/walks', bytes, 'gzip');
    bytes.write('<main><h1>Another page', 'utf8');
    const again = await copies.compressed('/walks', bytes, 'gzip');
    expect(again).not.toBe(first);
    expect(zlib.gunzipSync(again).equals(bytes)).toBe(true);
  });

  it('stays within its bytes, and keeps no copy of a body larger than an eighth of them', async () => {
    const copies = new CompressedCopies(64 * 1024);
    expect(copies.maxBodyBytes).toBe(8 * 1024);
    for (let i = 0; i < 40; i++) await copies.compressed(`/page/${i}`, Buffer.from(page(`walk ${i}`).slice(0, 3000)), 'gzip');
    expect(copies.size).toBeLessThan(40);
    expect(copies.size).toBeGreaterThan(0);
    const large = Buffer.from(page('long walk').repeat(3));
    const first = await copies.compressed('/large', large, 'gzip');
    expect(await copies.compressed('/large', large, 'gzip')).not.toBe(first);
  });
});
