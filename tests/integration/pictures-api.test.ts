/**
 * The owner's pictures (docs/adr/0031): JPEG, PNG, WebP and AVIF uploaded to a product, a story and an
 * adventure, served back as WebP with no EXIF or GPS left; a text file, an oversized file, a
 * decompression bomb, a missing alt text and junk bytes refused with a 4xx that says why, storing
 * nothing; reordering, describing and removing.
 */
import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { POST as postSession } from '@/app/api/admin/session/route';
import { GET as listPictures, PATCH as arrangePictures, POST as uploadPicture } from '@/app/api/admin/products/[id]/pictures/route';
import { DELETE as removePicture } from '@/app/api/admin/products/[id]/pictures/[index]/route';
import { POST as uploadStoryPicture } from '@/app/api/admin/stories/[slug]/pictures/route';
import { POST as uploadAdventurePicture } from '@/app/api/admin/adventures/[slug]/pictures/route';
import { GET as servePicture } from '@/app/pictures/[file]/route';
import { addOwner } from '@/lib/admin/owners';
import { getDb } from '@/lib/db/client';
import { adventures, articles, auditLog, pictures, products, type ImageRow } from '@/lib/db/schema';
import { NOT_A_PICTURE_MESSAGE } from '@/lib/domain/pictures';
import { params } from '../support/api';
import { Shopper } from '../support/shopper';

// This file owns the keyring's pictures, one story's and one adventure's, and puts them back after.
const PRODUCT = 'pewter-stag-keyring';
const STORY = 'burns-night-the-supper-the-poems-and-the-toasts';
const ADVENTURE = 'clava-cairns';
const OWNER = { email: 'picture-owner@highland-home.example', password: 'loch ness monster 3' };
const ORIGIN = 'http://127.0.0.1:3000';

type ErrorBody = { error: { code: string; message: string } };
type Uploaded = { url: string; alt: string; width: number; height: number; pictures: ImageRow[] };

let cookie = '';
let productId = 0;
let keptImages: { product: ImageRow[]; story: ImageRow[]; adventure: ImageRow[] };

async function pictureRows(): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(pictures);
  return row!.value;
}

function multipart(path: string, body: FormData | { raw: Buffer | string; type: string }): NextRequest {
  const headers: Record<string, string> = { host: new URL(ORIGIN).host, origin: ORIGIN, cookie };
  if (!(body instanceof FormData)) headers['content-type'] = body.type;
  const sent = body instanceof FormData ? body : typeof body.raw === 'string' ? body.raw : new Uint8Array(body.raw);
  return new NextRequest(new URL(path, ORIGIN), { method: 'POST', headers, body: sent });
}

function form(file: Buffer | string, name: string, alt: string | null): FormData {
  const data = new FormData();
  data.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
  if (alt !== null) data.set('alt', alt);
  return data;
}

async function upload<T = Uploaded>(file: Buffer | string, name: string, alt: string | null = 'A pewter stag on a key ring') {
  const response = await uploadPicture(multipart(`/api/admin/products/${productId}/pictures`, form(file, name, alt)), params({ id: String(productId) }));
  return { status: response.status, body: (await response.json()) as T };
}

async function served(url: string): Promise<Response> {
  const file = url.replace('/pictures/', '');
  return servePicture(new NextRequest(new URL(url, ORIGIN)), params({ file }));
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 60 } } });

/** A real 1×1 PNG whose header is rewritten to claim `width`×`height`, its checksum made good again. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

beforeAll(async () => {
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  const owner = new Shopper();
  const reply = await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: { 'x-highland-peer': '10.9.0.1' } });
  expect(reply.status).toBe(200);
  cookie = owner.cookie!;
  const [product] = await getDb().select({ id: products.id, images: products.images }).from(products).where(eq(products.slug, PRODUCT));
  const [story] = await getDb().select({ images: articles.images }).from(articles).where(eq(articles.slug, STORY));
  const [adventure] = await getDb().select({ images: adventures.images }).from(adventures).where(eq(adventures.slug, ADVENTURE));
  productId = product!.id;
  keptImages = { product: product!.images, story: story!.images, adventure: adventure!.images };
});

afterAll(async () => {
  await getDb().update(products).set({ images: keptImages.product }).where(eq(products.id, productId));
  await getDb().update(articles).set({ images: keptImages.story }).where(eq(articles.slug, STORY));
  await getDb().update(adventures).set({ images: keptImages.adventure }).where(eq(adventures.slug, ADVENTURE));
});

describe('uploading', () => {
  it.each([
    ['JPEG', 'shot.jpg', () => solid(2400, 1600).jpeg().toBuffer()],
    ['PNG', 'shot.png', () => solid(800, 600).png().toBuffer()],
    ['WebP', 'shot.webp', () => solid(640, 480).webp().toBuffer()],
    ['AVIF', 'shot.avif', () => solid(320, 240).avif().toBuffer()],
  ])('takes a %s, stores it as WebP at most 1600 px wide and adds it last', async (_format, name, make) => {
    const file = await make();
    const source = await sharp(file).metadata();
    const reply = await upload(file, name);
    expect(reply.status).toBe(201);
    expect(reply.body.url).toMatch(/^\/pictures\/\d+-[0-9a-f]{12}\.webp$/);
    expect(reply.body.width).toBe(Math.min(source.width!, 1600));
    expect(reply.body.pictures.at(-1)).toEqual({ url: reply.body.url, alt: 'A pewter stag on a key ring' });

    const response = await served(reply.body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  it('strips EXIF with GPS from what it serves, and turns the picture upright first', async () => {
    const photo = await solid(64, 32)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Morag of Inverness', Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '57/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '4/1 13/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    // The GPS IFD's pointer tag (0x8825), in either byte order.
    expect(sent.exif!.includes(Buffer.from([0x88, 0x25])) || sent.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.toString('latin1')).toContain('Morag of Inverness');

    const reply = await upload(photo, 'phone.jpg');
    expect(reply.status).toBe(201);
    expect([reply.body.width, reply.body.height]).toEqual([32, 64]);
    const bytes = Buffer.from(await (await served(reply.body.url)).arrayBuffer());
    const kept = await sharp(bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Morag');
    expect(bytes.toString('latin1')).not.toContain('Exif');
  });

  it('keeps one row for the same picture uploaded twice, and lists it once', async () => {
    const file = await solid(300, 200).png().toBuffer();
    const first = await upload(file, 'twice.png');
    const before = await pictureRows();
    const again = await upload<ErrorBody>(file, 'twice-again.png', 'The same stag again');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already one of these pictures/);
    const story = await uploadStoryPicture(multipart(`/api/admin/stories/${STORY}/pictures`, form(file, 'same.png', 'The same stag in a story')), params({ slug: STORY }));
    expect(story.status).toBe(201);
    expect(((await story.json()) as Uploaded).url).toBe(first.body.url);
    expect(await pictureRows()).toBe(before);
  });

  it('takes a story\'s and an adventure\'s hero pictures too', async () => {
    const file = await solid(1200, 800).jpeg().toBuffer();
    const story = await uploadStoryPicture(multipart(`/api/admin/stories/${STORY}/pictures`, form(file, 'hero.jpg', 'A haggis on a platter')), params({ slug: STORY }));
    expect(story.status).toBe(201);
    const adventure = await uploadAdventurePicture(multipart(`/api/admin/adventures/${ADVENTURE}/pictures`, form(file, 'hero.jpg', 'Stone circles among trees')), params({ slug: ADVENTURE }));
    expect(adventure.status).toBe(201);
    const [row] = await getDb().select({ images: adventures.images }).from(adventures).where(eq(adventures.slug, ADVENTURE));
    expect(row!.images.at(-1)!.alt).toBe('Stone circles among trees');
    const missing = await uploadStoryPicture(multipart('/api/admin/stories/no-such-story/pictures', form(file, 'hero.jpg', 'x')), params({ slug: 'no-such-story' }));
    expect(missing.status).toBe(404);
  });
});

describe('refusing', () => {
  it('refuses a text file named .png with 415 and says why, storing nothing', async () => {
    const before = await pictureRows();
    const [{ images }] = (await getDb().select({ images: products.images }).from(products).where(eq(products.id, productId))) as [{ images: ImageRow[] }];
    const reply = await upload<ErrorBody>('Just some notes, not a picture at all.\n', 'notes.png');
    expect(reply.status).toBe(415);
    expect(reply.body.error.message).toBe(NOT_A_PICTURE_MESSAGE);
    expect(await pictureRows()).toBe(before);
    const [after] = await getDb().select({ images: products.images }).from(products).where(eq(products.id, productId));
    expect(after!.images).toEqual(images);
  });

  it('refuses SVG and GIF, which are pictures but not ones the shop takes', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload<ErrorBody>(svg, 'drawing.png')).status).toBe(415);
    expect((await upload<ErrorBody>(await solid(10, 10).gif().toBuffer(), 'anim.gif')).status).toBe(415);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const before = await pictureRows();
    const reply = await upload<ErrorBody>(Buffer.alloc(11 * 1024 * 1024, 1), 'huge.jpg');
    expect(reply.status).toBe(413);
    expect(reply.body.error.message).toMatch(/at most 10 MB/);
    expect(await pictureRows()).toBe(before);
  });

  it('refuses a decompression bomb from its header, quickly, without memory jumping, storing nothing', async () => {
    const bomb = await pngClaiming(30_000, 30_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30_000, height: 30_000 });
    const before = await pictureRows();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const reply = await upload<ErrorBody>(bomb, 'bomb.png');
    const elapsed = performance.now() - started;
    const rssAfter = process.memoryUsage().rss;
    const growthMb = (rssAfter - rssBefore) / 1024 / 1024;
    console.log(`decompression bomb (${bomb.length} bytes claiming 30000×30000): ${reply.status} in ${elapsed.toFixed(0)} ms; RSS ${(rssBefore / 1048576).toFixed(0)} MB → ${(rssAfter / 1048576).toFixed(0)} MB (${growthMb.toFixed(1)} MB)`);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toMatch(/30000×30000 pixels/);
    expect(elapsed).toBeLessThan(2000);
    expect(growthMb).toBeLessThan(100);
    expect(await pictureRows()).toBe(before);
  });

  it('refuses a picture cut short after a good header, storing nothing', async () => {
    const whole = await solid(400, 300).jpeg().toBuffer();
    const before = await pictureRows();
    const reply = await upload<ErrorBody>(whole.subarray(0, 400), 'cut.jpg');
    expect([415, 422]).toContain(reply.status);
    expect(await pictureRows()).toBe(before);
  });

  it('requires alt text, naming the field', async () => {
    const file = await solid(100, 100).png().toBuffer();
    for (const alt of [null, '', '   ']) {
      const reply = await upload<ErrorBody>(file, 'no-alt.png', alt);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toMatch(/^alt:/);
    }
  });

  it('answers junk bytes, a missing file and the wrong type with a 4xx, never a 5xx', async () => {
    const path = `/api/admin/products/${productId}/pictures`;
    const context = params({ id: String(productId) });
    const replies = [
      await uploadPicture(multipart(path, { raw: Buffer.from('\x00\xff--junk--\r\n\r\nnot a form'), type: 'multipart/form-data; boundary=xyz' }), context),
      await uploadPicture(multipart(path, { raw: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', type: 'multipart/form-data; boundary=xyz' }), context),
      await uploadPicture(multipart(path, { raw: '--xyz--\r\n', type: 'multipart/form-data; boundary=xyz' }), context),
      await uploadPicture(multipart(path, { raw: '{"alt":"x"}', type: 'application/json' }), context),
      await uploadPicture(multipart(path, form('', 'empty.png', 'Empty')), context),
      await uploadPicture(multipart('/api/admin/products/999999/pictures', form(await solid(10, 10).png().toBuffer(), 'x.png', 'x')), params({ id: '999999' })),
    ];
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    expect(statuses[3]).toBe(415);
    expect(statuses[5]).toBe(404);
  });

  it('refuses an upload without an owner', async () => {
    cookie = `hh_owner=${'A'.repeat(43)}`;
    try {
      expect((await upload(await solid(10, 10).png().toBuffer(), 'x.png')).status).toBe(401);
    } finally {
      const owner = new Shopper();
      await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: { 'x-highland-peer': '10.9.0.2' } });
      cookie = owner.cookie!;
    }
  });
});

describe('serving', () => {
  it('answers 404 for any other name, never a 5xx', async () => {
    const [row] = await getDb().select({ id: pictures.id, digest: pictures.digest }).from(pictures).limit(1);
    for (const file of [`${row!.id}-000000000000.webp`, `${row!.id}-${row!.digest.slice(0, 12)}.png`, '0-abc.webp', '99999999999-aaaaaaaaaaaa.webp', '%00', '..', 'x'.repeat(3000)]) {
      const response = await servePicture(new NextRequest(new URL('/pictures/x', ORIGIN)), params({ file }));
      expect(response.status).toBe(404);
    }
  });
});

describe('arranging', () => {
  const path = () => `/api/admin/products/${productId}/pictures`;
  const patch = async (body: unknown) => {
    const request = new NextRequest(new URL(path(), ORIGIN), { method: 'PATCH', headers: { host: new URL(ORIGIN).host, origin: ORIGIN, cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const response = await arrangePictures(request, params({ id: String(productId) }));
    return { status: response.status, body: (await response.json()) as { pictures: ImageRow[] } & ErrorBody };
  };

  it('reorders, describes and removes, each with an audit entry', async () => {
    const list = await listPictures(new NextRequest(new URL(path(), ORIGIN), { headers: { cookie } }), params({ id: String(productId) }));
    const { pictures: current } = (await list.json()) as { pictures: ImageRow[] };
    expect(current.length).toBeGreaterThan(2);
    const reversed = [...current].reverse().map((picture, index) => ({ url: picture.url, alt: index === 0 ? 'The stag, now the main picture' : picture.alt }));
    const arranged = await patch({ pictures: reversed });
    expect(arranged.status).toBe(200);
    expect(arranged.body.pictures[0]).toEqual({ url: current.at(-1)!.url, alt: 'The stag, now the main picture' });

    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.action, 'product.pictures_arrange')).orderBy(auditLog.id);
    expect(audit).toBeDefined();

    expect((await patch({ pictures: reversed.slice(1) })).status).toBe(400);
    expect((await patch({ pictures: [...reversed.slice(1), { url: '/pictures/1-aaaaaaaaaaaa.webp', alt: 'x' }] })).body.error.message).toMatch(/not one of this item's pictures/);
    expect((await patch({ pictures: reversed.map((picture) => ({ ...picture, alt: '' })) })).body.error.message).toMatch(/^pictures\.0\.alt:/);
    expect((await patch({ pictures: 'junk' })).status).toBe(400);

    const remove = (index: string) =>
      removePicture(new NextRequest(new URL(`${path()}/${index}`, ORIGIN), { method: 'DELETE', headers: { host: new URL(ORIGIN).host, origin: ORIGIN, cookie } }), params({ id: String(productId), index }));
    const removed = await remove('0');
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { pictures: ImageRow[] }).pictures[0]!.url).toBe(current.at(-2)!.url);
    expect((await remove('500')).status).toBe(404);
    expect((await remove('-1')).status).toBe(404);
  });
});
