/**
 * `npm run woocommerce:import` against a real WooCommerce (docs/adr/0025), run when the WOOCOMMERCE_*
 * settings name one: the whole catalogue goes in with its prices, sale prices, stock, options,
 * variations and pictures (fetched by WordPress from the import's picture server), and a second run
 * changes nothing.
 */
import { seedCategories } from '@/data/catalogue/categories';
import { seedProducts } from '@/data/catalogue/products';
import { storeClient } from '@/lib/commerce/woocommerce/client';
import { importCatalogue } from '@/lib/commerce/woocommerce/import-catalogue';
import { servePictures, type PictureServer } from '@/lib/commerce/woocommerce/picture-server';
import { wooCommerceSettings, type WooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { penceToDecimal } from '@/lib/domain/money';
import { ensureArtwork } from '@/scripts/generate-artwork';

const configured = wooCommerceSettings(process.env);
// Without a store named by the settings, Jest reports these skipped; .ci/run says why.
const describeStore = configured.ok ? describe : describe.skip;

jest.setTimeout(180_000);

const variationCount = seedProducts.reduce((sum, product) => sum + (product.type === 'variable' ? product.variations.length : 0), 0);

describeStore('importing the catalogue into WooCommerce', () => {
  const client = () => storeClient((configured as { settings: WooCommerceSettings }).settings, { timeoutMs: 120_000 });
  let pictures: PictureServer;

  beforeAll(async () => {
    await ensureArtwork();
    pictures = await servePictures();
  });
  afterAll(() => pictures?.close());
  const run = () => importCatalogue(client(), { imagesFrom: pictures.origin });

  it('copies every category, product and variation, and a second run changes nothing', async () => {
    const first = await run();
    expect(first.categories.created + first.categories.kept).toBe(seedCategories.length);
    expect(first.products.created + first.products.kept).toBe(seedProducts.length);
    expect(first.variations.created + first.variations.kept).toBe(variationCount);
    expect(first.pictures.added + first.pictures.kept).toBe(seedProducts.length);
    console.log(`WooCommerce import: ${JSON.stringify(first)}`);

    const second = await run();
    expect(second).toEqual({
      shippingEverywhere: 'kept',
      categories: { created: 0, kept: seedCategories.length },
      tags: { created: 0, kept: first.tags.created + first.tags.kept },
      products: { created: 0, kept: seedProducts.length },
      variations: { created: 0, kept: variationCount },
      pictures: { added: 0, kept: seedProducts.length },
    });
  });

  it('gives a product its pictures, and a variation on sale its regular and sale price and its stock', async () => {
    const product = seedProducts.find((item) => item.type === 'variable' && item.variations.some((variation) => variation.regularPricePence !== undefined));
    if (product?.type !== 'variable') throw new Error('The seed catalogue has no variation on sale');
    const onSale = product.variations.find((variation) => variation.regularPricePence !== undefined)!;
    const [stored] = (await client().get<{ id: number; type: string; categories: { slug: string }[]; images: { src: string; alt: string }[] }[]>('products', { slug: product.slug })).data;
    expect(stored).toMatchObject({ type: 'variable', categories: [{ slug: product.categorySlug }] });
    // Fetched into the store's own media library, in the shop's order, with the shop's alt text.
    expect(stored!.images.map((image) => image.alt)).toEqual([product.name, `${product.name}, close up`, `${product.name}, styled at home`]);
    for (const image of stored!.images) expect(image.src).toMatch(new RegExp(`^${(configured as { settings: WooCommerceSettings }).settings.url}/wp-content/uploads/.*${product.slug}-\\d[-\\d]*\\.webp$`));
    const { data: variations } = await client().get<{ regular_price: string; sale_price: string; stock_quantity: number; attributes: { name: string; option: string }[] }[]>(`products/${stored!.id}/variations`, { per_page: 100 });
    const match = variations.find((variation) => variation.attributes.every(({ name, option }) => onSale.attributes[name] === option));
    expect(match).toMatchObject({ regular_price: penceToDecimal(onSale.regularPricePence!), sale_price: penceToDecimal(onSale.pricePence), stock_quantity: onSale.stock });
  });
});
