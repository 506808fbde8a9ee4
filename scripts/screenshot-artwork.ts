/**
 * A labelled contact sheet of generated pictures, photographed with Chromium, so a change to the
 * artwork can be judged (and recorded in docs/screenshots) without starting the shop. The pictures
 * are drawn from the generator as it stands, not read from public/images/generated, which may be
 * older than the code.
 *
 *   npx tsx scripts/screenshot-artwork.ts --out docs/screenshots/pictures-after.jpg [--title "After"]
 *     [--products slug,slug] [--content slug,slug]
 *
 * Without --products or --content it shows the pictures the "What shoppers see" audit named.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { composeProductSvg, composeSceneSvg } from '@/data/artwork/compose';
import { renderSvgToWebp } from '@/data/artwork/render';
import { PRODUCT_IMAGE_SIZE } from '@/data/artwork/sizes';
import { seedProducts } from '@/data/catalogue/products';
import { seedAdventures } from '@/lib/content/seed/adventures';
import { seedArticles } from '@/lib/content/seed/articles';
import { adventurePictures, storyPicture, type ContentPicture } from '@/lib/content/seed/images';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const AUDITED_PRODUCTS = [
  'black-watch-tartan-flannel-shirt',
  'highland-stag-organic-sweatshirt',
  'heather-tweed-workshop-apron',
  'celtic-knot-leather-phone-case',
  'highland-home-gift-card',
];
const AUDITED_CONTENT = ['isle-of-iona', 'melrose-abbey-and-the-eildon-hills', 'culloden-battlefield', 'galloway-forest-dark-sky-park'];

/** Small enough that a sheet of a dozen stays a modest file, large enough to judge cloth and grain. */
const THUMB = 260;
/** Two scenes side by side fill the width of three product views. */
const SCENE_WIDTH = Math.round((THUMB * 3 + 8 * 2 - 12) / 2);
const SHEET_WIDTH = THUMB * 3 + 8 * 2 + 32;
const PRODUCT_VIEWS = [0, 1, 2] as const;

interface Row {
  label: string;
  detail: string;
  pictures: { file: string; width: number; height: number }[];
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function productRow(slug: string, dir: string): Promise<Row> {
  const product = seedProducts.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`No seed product ${slug}`);
  const pictures = [];
  for (const view of PRODUCT_VIEWS) {
    const file = path.join(dir, `${slug}-${view}.webp`);
    // At the shop's own size, shown smaller by the browser: fine texture (engraving lines, twill)
    // rasterised straight to a thumbnail would vanish and misrepresent the picture.
    await renderSvgToWebp(composeProductSvg(product.artwork, { seed: product.slug, view, size: PRODUCT_IMAGE_SIZE }), file, { quality: 85 });
    pictures.push({ file, width: THUMB, height: THUMB });
  }
  const { shape, motif, palette } = product.artwork;
  return { label: product.name, detail: `${shape} / ${motif} / ${palette}`, pictures };
}

function contentPicture(slug: string): { title: string; picture: ContentPicture } {
  const article = seedArticles.find((candidate) => candidate.slug === slug);
  if (article) return { title: article.title, picture: storyPicture(article) };
  const adventure = seedAdventures.find((candidate) => candidate.slug === slug);
  const hero = adventure ? adventurePictures(adventure)[0] : undefined;
  if (!adventure || !hero) throw new Error(`No story or adventure ${slug}`);
  return { title: adventure.title, picture: hero };
}

async function contentRow(slug: string, dir: string): Promise<Row> {
  const { title, picture } = contentPicture(slug);
  const width = SCENE_WIDTH;
  const height = Math.round((width * (picture.scene.height ?? 675)) / (picture.scene.width ?? 1200));
  const file = path.join(dir, `${slug}.webp`);
  // Composed at the size the shop draws it, rasterised small: a scene's layout depends on its size.
  await renderSvgToWebp(composeSceneSvg(picture.scene), file, { width, height, quality: 85 });
  return { label: title, detail: `${picture.scene.motif} / ${picture.scene.palette}: “${picture.alt}”`, pictures: [{ file, width, height }] };
}

function sheet(title: string, rows: readonly Row[]): string {
  const body = rows
    .map((row) => {
      const images = row.pictures.map((p) => `<img src="${path.basename(p.file)}" width="${p.width}" height="${p.height}" alt="">`).join('');
      const width = row.pictures.reduce((sum, p) => sum + p.width, 0) + 8 * (row.pictures.length - 1);
      return `<section style="width:${width}px"><h2>${escapeHtml(row.label)}</h2><p>${escapeHtml(row.detail)}</p><div>${images}</div></section>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; padding: 16px; font: 14px/1.3 sans-serif; background: #fff; color: #222; width: ${SHEET_WIDTH - 32}px; }
    main { display: flex; flex-wrap: wrap; column-gap: 12px; }
    h1 { font-size: 20px; margin: 0 0 12px; }
    section { margin: 0 0 14px; }
    h2 { font-size: 15px; margin: 0; }
    p { margin: 2px 0 6px; color: #555; font-size: 12px; }
    section div { display: flex; gap: 8px; }
    img { display: block; outline: 1px solid #ddd; }
  </style></head><body><h1>${escapeHtml(title)}</h1><main>${body}</main></body></html>`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, title: { type: 'string' }, products: { type: 'string' }, content: { type: 'string' } },
  });
  if (!values.out) throw new Error('--out <file.jpg or .png> is required');
  const list = (value: string | undefined, fallback: readonly string[]) => (value === undefined ? fallback : value.split(',').filter(Boolean));
  const products = list(values.products, values.content === undefined ? AUDITED_PRODUCTS : []);
  const content = list(values.content, values.products === undefined ? AUDITED_CONTENT : []);

  const dir = await mkdtemp(path.join(tmpdir(), 'artwork-sheet-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // One at a time: rasterising is CPU-bound and the machine is shared.
    const rows: Row[] = [];
    for (const slug of products) rows.push(await productRow(slug, dir));
    for (const slug of content) rows.push(await contentRow(slug, dir));
    const page = path.join(dir, 'sheet.html');
    await writeFile(page, sheet(values.title ?? path.basename(values.out), rows));
    const tab = await browser.newPage({ viewport: { width: SHEET_WIDTH, height: 600 } });
    await tab.goto(`file://${page}`);
    // JPEG for a .jpg: shaded artwork makes a lossless sheet several times the size.
    const jpeg = /\.jpe?g$/i.test(values.out);
    await tab.screenshot({ path: values.out, fullPage: true, ...(jpeg ? { type: 'jpeg' as const, quality: 85 } : {}) });
    console.log(`Wrote ${values.out}`);
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
