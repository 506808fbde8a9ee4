/**
 * Share cards (docs/adr/0029-share-cards.md): every page a marketer shares names exactly one card
 * in its <head>, the card is a 1200 x 630 PNG under 300 KB, cached like its page, and the Facebook
 * and X presets of structured-data-testing-tool find every tag they require.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { structuredDataTest } from 'structured-data-testing-tool';
import { Facebook, Twitter } from 'structured-data-testing-tool/presets';
import { seedAdventures } from '@/lib/content/seed/adventures';
import { seedArticles } from '@/lib/content/seed/articles';
import { CARD_MAX_BYTES, CARD_SIZE } from '@/lib/seo/share-cards/card-spec';
import { ONCE_ON_DESKTOP } from './support';

const PRODUCT = 'thistle-print-linen-apron';
const STORY = seedArticles[0]!.slug;
const ADVENTURE = seedAdventures[0]!.slug;

/** The pages the issue names, by what a marketer would paste. */
const SHARED_PAGES = ['/', '/products', '/products?category=aprons', `/products/${PRODUCT}`, `/articles/${STORY}`, `/adventures/${ADVENTURE}`, '/collections'];
const TAGGED_PAGES = ['/', `/products/${PRODUCT}`, `/articles/${STORY}`, `/adventures/${ADVENTURE}`];

// Its price changes here and is put back; no other journey reads it.
const REPRICED = 'pewter-stag-keyring';
const OWNER = { email: 'owner-share-cards@highland-home.example', password: 'glen coe quartzite 4' };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

test.skip(({ isMobile }) => isMobile, ONCE_ON_DESKTOP);

async function headOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

/** Every content of a <meta property|name=…> in the head. */
function metaValues(head: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g');
  return [...head.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

test.describe('share cards', () => {
  for (const path of SHARED_PAGES) {
    test(`${path} names one card, a 1200 x 630 PNG under 300 KB`, async ({ request }) => {
      const head = await headOf(request, path);
      const images = metaValues(head, 'og:image');
      expect(images, 'exactly one og:image').toHaveLength(1);
      expect(metaValues(head, 'twitter:image')).toEqual(images);
      const url = new URL(images[0]!);
      expect(url.pathname).toMatch(/\/opengraph-image/);

      const card = await request.get(url.pathname + url.search);
      expect(card.status()).toBe(200);
      const type = card.headers()['content-type'];
      expect(type).toMatch(/^image\/(png|jpeg)$/);
      const bytes = await card.body();
      const magic = type === 'image/png' ? PNG_MAGIC : JPEG_MAGIC;
      expect(bytes.subarray(0, magic.length).equals(magic), 'the bytes are what the content-type says').toBe(true);
      expect(bytes.length).toBeLessThan(CARD_MAX_BYTES);
      const { width, height, format } = await sharp(bytes).metadata();
      expect({ width, height }).toEqual(CARD_SIZE);
      expect(format).toBe(type === 'image/png' ? 'png' : 'jpeg');

      expect(metaValues(head, 'og:image:width')).toEqual([String(CARD_SIZE.width)]);
      expect(metaValues(head, 'og:image:height')).toEqual([String(CARD_SIZE.height)]);
      expect(metaValues(head, 'og:image:type')).toEqual([type]);
      expect(metaValues(head, 'og:image:alt')[0]).toMatch(/Highland Home/);
      expect(metaValues(head, 'twitter:card')).toEqual(['summary_large_image']);
    });
  }

  test('a card is cached like its page: the second request is a hit', async ({ request }) => {
    const head = await headOf(request, `/products/${PRODUCT}`);
    const url = new URL(metaValues(head, 'og:image')[0]!);
    await request.get(url.pathname + url.search);
    const again = await request.get(url.pathname + url.search);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('a card for something that does not exist is a 404 with nothing drawn, and nothing keeps it', async ({ request }) => {
    /** The card address a page names, with its path's own part swapped for a made-up one. */
    const madeUp = async (page: string, real: string, fake: string) => {
      const url = new URL(metaValues(await headOf(request, page), 'og:image')[0]!);
      expect(url.pathname).toContain(real);
      return url.pathname.replace(real, fake);
    };
    const addresses = [
      await madeUp(`/products/${PRODUCT}`, PRODUCT, 'no-such-thing'),
      await madeUp(`/products/${PRODUCT}`, PRODUCT, 'x'.repeat(5_000)),
      await madeUp(`/products/${PRODUCT}`, PRODUCT, 'bad%00slug'),
      await madeUp(`/articles/${STORY}`, STORY, 'no-such-story'),
      await madeUp(`/adventures/${ADVENTURE}`, ADVENTURE, 'no-such-walk'),
      await madeUp('/products?category=aprons', '/aprons/1/', '/no-such-category/1/'),
      await madeUp('/products', '/all/1/', '/all/9999/'),
      await madeUp('/products', '/all/1/', '/all/01/'),
      await madeUp('/collections', '/highlands/1/', '/atlantis/1/'),
      await madeUp('/collections', '/highlands/1/', '/highlands/500/'),
    ];
    for (const address of addresses) {
      for (const visit of ['first', 'second']) {
        const card = await request.get(address);
        expect(card.status(), `${visit} request for ${address.slice(0, 80)}`).toBe(404);
        expect(card.headers()['content-type'] ?? '', 'no picture was drawn').not.toMatch(/^image\//);
        expect(card.headers()['x-nextjs-cache'], 'nothing was kept').not.toBe('HIT');
      }
    }
  });

  test("a product's card changes with its price, as its page does", async ({ request }) => {
    execFileSync('npm', ['run', '--silent', 'owner', '--', 'add', OWNER.email, '--replace'], {
      env: { ...process.env, OWNER_PASSWORD: OWNER.password, HIGHLAND_DATA_DIR: '.data/e2e-postgres', DATABASE_URL: '' },
      stdio: 'pipe',
    });
    const signedIn = await request.post('/api/admin/session', { data: OWNER, headers: { 'x-forwarded-for': '198.51.100.77' } });
    expect(signedIn.status()).toBe(200);
    const path = `/products/${REPRICED}`;
    const product = (await (await request.get(`/api/products/${REPRICED}`)).json()) as { id: number; price: string };

    const cardOf = async () => {
      const url = new URL(metaValues(await headOf(request, path), 'og:image')[0]!);
      return (await request.get(url.pathname + url.search)).body();
    };
    const before = await cardOf();
    expect(await cardOf(), 'the same card while nothing changes').toEqual(before);

    const newPrice = (Number(product.price) + 3).toFixed(2);
    try {
      const changed = await request.patch(`/api/admin/products/${product.id}`, { data: { price: newPrice } });
      expect(changed.status()).toBe(200);
      await expect.poll(async () => metaValues(await headOf(request, path), 'product:price:amount')[0]).toBe(newPrice);
      await expect.poll(async () => (await cardOf()).equals(before), { message: 'the card is drawn again with the new price' }).toBe(false);
    } finally {
      await request.patch(`/api/admin/products/${product.id}`, { data: { price: product.price } });
    }
  });

  test('a product is shared as a product with its price in pounds', async ({ request }) => {
    const head = await headOf(request, `/products/${PRODUCT}`);
    expect(metaValues(head, 'og:type')).toEqual(['product']);
    expect(metaValues(head, 'product:price:amount')[0]).toMatch(/^\d+\.\d{2}$/);
    expect(metaValues(head, 'product:price:currency')).toEqual(['GBP']);
  });

  test('a story keeps its article tags', async ({ request }) => {
    const head = await headOf(request, `/articles/${STORY}`);
    expect(metaValues(head, 'og:type')).toEqual(['article']);
    expect(metaValues(head, 'article:published_time')).toHaveLength(1);
  });

  for (const path of TAGGED_PAGES) {
    test(`${path} passes structured-data-testing-tool's Facebook and Twitter presets`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const result = await structuredDataTest(html, { presets: [Facebook, Twitter] }).catch((error: { res?: { failed: { description?: string }[] } }) => {
        throw new Error(`failed: ${(error.res?.failed ?? []).map((failure) => failure.description).join('; ')}`);
      });
      expect(result.failed).toEqual([]);
      expect(result.passed.length).toBeGreaterThanOrEqual(9);
    });
  }
});
