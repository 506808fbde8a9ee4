import { seedCategories } from './categories';
import { seedProducts } from './products';
import type { SeedProduct, SeedVariableProduct } from './types';

const CATEGORY_SLUGS = [
  'aprons',
  'chopping-boards',
  'phone-cases',
  't-shirts-2',
  'accessories',
  'wall-art',
  'highland-aprons',
  'glass-boards',
  'highland-apparel',
  'artisan-crafts',
  'uncategorised',
];
const TSHIRT_SIZES = ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl'];
const BOARD_SIZES = ['small (30cm x 20cm)', 'medium (45cm x 30cm)', 'large (60cm x 40cm)', 'x-large (76cm x 50cm)'];
const BOARD_CATEGORIES = ['chopping-boards', 'glass-boards'];
const BADGES = ['new', 'bestseller', 'limited', 'premium'];
const ALLOWED_HTML_TAGS = ['p', 'strong', 'em', 'ul', 'li', 'h3'];
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isVariable = (product: SeedProduct): product is SeedVariableProduct => product.type === 'variable';
const variableProducts = seedProducts.filter(isVariable);
const inCategory = (slug: string) => seedProducts.filter((product) => product.categorySlug === slug);

/** Every price on a product: [price, regular price or undefined], one pair per variation for variable products. */
function pricePairs(product: SeedProduct): [number, number | undefined][] {
  if (product.type === 'simple') return [[product.pricePence, product.regularPricePence]];
  return product.variations.map((variation) => [variation.pricePence, variation.regularPricePence]);
}

function stockLevels(product: SeedProduct): number[] {
  return product.type === 'simple' ? [product.stock] : product.variations.map((variation) => variation.stock);
}

const isOnSale = (product: SeedProduct) => pricePairs(product).some(([, regular]) => regular !== undefined);
const isTartan = (product: SeedProduct) => /tartan/i.test(product.name) || product.tags.includes('tartan');

function optionsOf(product: SeedVariableProduct, attributeName: string): string[] | undefined {
  return product.attributes.find((attribute) => attribute.name === attributeName)?.options;
}

function comboKey(attributes: Record<string, string>): string {
  return Object.keys(attributes)
    .sort()
    .map((name) => `${name}=${attributes[name]}`)
    .join('|');
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0).length;
}

describe('seed categories', () => {
  it('has exactly the expected slugs, once each', () => {
    const slugs = seedCategories.map((category) => category.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...CATEGORY_SLUGS].sort());
  });

  it('names uncategorised "Uncategorised"', () => {
    expect(seedCategories.find((category) => category.slug === 'uncategorised')?.name).toBe('Uncategorised');
  });

  it('gives every category a name and a one- or two-sentence description', () => {
    for (const category of seedCategories) {
      expect(category.name.trim()).not.toBe('');
      const sentences = category.description.split(/[.!?](?:\s+|$)/).filter((part) => part.trim() !== '');
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('seed products', () => {
  it('has at least 44 products', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(44);
  });

  it('only uses categories that exist', () => {
    const known = new Set(seedCategories.map((category) => category.slug));
    const unknown = seedProducts.filter((product) => !known.has(product.categorySlug)).map((product) => product.slug);
    expect(unknown).toEqual([]);
  });

  it('has unique kebab-case slugs derived from the names', () => {
    const slugs = seedProducts.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const product of seedProducts) {
      expect(product.slug).toMatch(KEBAB_CASE);
      expect(product.slug).toBe(slugify(product.name));
    }
  });

  it('puts at least 3 products in every category except uncategorised, which has exactly 1', () => {
    for (const slug of CATEGORY_SLUGS) {
      const count = inCategory(slug).length;
      if (slug === 'uncategorised') expect(count).toBe(1);
      else expect({ slug, enough: count >= 3 }).toEqual({ slug, enough: true });
    }
  });

  describe('variable products', () => {
    it('has some variable products', () => {
      expect(variableProducts.length).toBeGreaterThan(0);
    });

    it.each(variableProducts.map((product) => [product.slug, product] as const))(
      '%s has well-formed attributes and variations',
      (_slug, product) => {
        expect(product.attributes.length).toBeGreaterThan(0);
        expect(product.variations.length).toBeGreaterThan(0);

        const attributeNames = product.attributes.map((attribute) => attribute.name);
        expect(new Set(attributeNames).size).toBe(attributeNames.length);
        for (const attribute of product.attributes) {
          expect(attribute.options.length).toBeGreaterThanOrEqual(2);
          expect(new Set(attribute.options).size).toBe(attribute.options.length);
        }

        const seen = new Set<string>();
        for (const variation of product.variations) {
          expect(Object.keys(variation.attributes).sort()).toEqual([...attributeNames].sort());
          for (const [name, option] of Object.entries(variation.attributes)) {
            expect(optionsOf(product, name)).toContain(option);
          }
          const key = comboKey(variation.attributes);
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
      },
    );
  });

  it('uses positive whole-pence prices, with every regular price above its sale price', () => {
    for (const product of seedProducts) {
      for (const [price, regular] of pricePairs(product)) {
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThan(0);
        if (regular !== undefined) {
          expect(Number.isInteger(regular)).toBe(true);
          expect(regular).toBeGreaterThan(price);
        }
      }
    }
  });

  it('marks variable sale products as on sale in every variation', () => {
    for (const product of variableProducts.filter(isOnSale)) {
      for (const variation of product.variations) {
        expect(variation.regularPricePence).toBeDefined();
      }
    }
  });

  it('has at least 6 products on sale', () => {
    expect(seedProducts.filter(isOnSale).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps stock as whole numbers between 0 and 60', () => {
    for (const product of seedProducts) {
      for (const stock of stockLevels(product)) {
        expect(Number.isInteger(stock)).toBe(true);
        expect(stock).toBeGreaterThanOrEqual(0);
        expect(stock).toBeLessThanOrEqual(60);
      }
    }
  });

  it('has a simple product and a variable product that are completely out of stock', () => {
    const soldOut = seedProducts.filter((product) => stockLevels(product).every((stock) => stock === 0));
    expect(soldOut.some((product) => product.type === 'simple')).toBe(true);
    expect(soldOut.some((product) => product.type === 'variable')).toBe(true);
  });

  it('has some individual variations sold out on products that are otherwise in stock', () => {
    const partlySoldOut = variableProducts.filter((product) => {
      const stock = stockLevels(product);
      return stock.includes(0) && stock.some((level) => level > 0);
    });
    expect(partlySoldOut.length).toBeGreaterThanOrEqual(3);
  });

  describe('t-shirts', () => {
    const garments: readonly string[] = ['t-shirt', 'flannel-shirt', 'sweatshirt'];
    const shirts = seedProducts.filter(
      (product) => product.categorySlug === 't-shirts-2' || garments.includes(product.artwork.shape),
    );

    it('finds shirts in both t-shirts-2 and highland-apparel', () => {
      expect(shirts.some((product) => product.categorySlug === 't-shirts-2')).toBe(true);
      expect(shirts.some((product) => product.categorySlug === 'highland-apparel')).toBe(true);
    });

    it('sells every shirt in sizes xs to 3xl, in every combination of its options', () => {
      for (const product of shirts) {
        expect(garments).toContain(product.artwork.shape);
        expect(product.type).toBe('variable');
        if (!isVariable(product)) continue;
        expect(optionsOf(product, 'Size')).toEqual(TSHIRT_SIZES);
        const combinations = product.attributes.reduce((total, attribute) => total * attribute.options.length, 1);
        expect(product.variations.length).toBe(combinations);
      }
    });
  });

  describe('chopping boards and glass boards', () => {
    const boards = seedProducts.filter((product) => BOARD_CATEGORIES.includes(product.categorySlug));

    it('sells every board in the four standard sizes, one variation each', () => {
      expect(boards.length).toBeGreaterThan(0);
      for (const product of boards) {
        expect(product.type).toBe('variable');
        if (!isVariable(product)) continue;
        expect(product.attributes.map((attribute) => attribute.name)).toEqual(['Size']);
        expect(optionsOf(product, 'Size')).toEqual(BOARD_SIZES);
        expect(product.variations.map((variation) => variation.attributes.Size)).toEqual(BOARD_SIZES);
      }
    });

    it('charges more for each bigger size', () => {
      for (const product of boards) {
        if (!isVariable(product)) continue;
        const prices = product.variations.map((variation) => variation.pricePence);
        const regularPrices = product.variations.map((variation) => variation.regularPricePence ?? variation.pricePence);
        for (let i = 1; i < prices.length; i++) {
          expect(prices[i]).toBeGreaterThan(prices[i - 1] ?? Infinity);
          expect(regularPrices[i]).toBeGreaterThan(regularPrices[i - 1] ?? Infinity);
        }
      }
    });
  });

  it('sells every phone case for 5 to 7 phone models, one variation each', () => {
    for (const product of inCategory('phone-cases')) {
      expect(product.type).toBe('variable');
      if (!isVariable(product)) continue;
      expect(product.attributes.map((attribute) => attribute.name)).toEqual(['Phone Model']);
      const models = optionsOf(product, 'Phone Model') ?? [];
      expect(models.length).toBeGreaterThanOrEqual(5);
      expect(models.length).toBeLessThanOrEqual(7);
      expect(product.variations.length).toBe(models.length);
    }
  });

  describe('descriptions', () => {
    it('use only <p>, <strong>, <em>, <ul>, <li> and <h3>, without attributes', () => {
      for (const product of seedProducts) {
        const tags = product.descriptionHtml.match(/<[^>]*>/g) ?? [];
        expect(tags.length).toBeGreaterThan(0);
        for (const tag of tags) {
          const match = /^<\/?([a-z0-9]+)>$/.exec(tag);
          expect({ slug: product.slug, tag, allowed: match !== null && ALLOWED_HTML_TAGS.includes(match[1] ?? '') }).toEqual(
            { slug: product.slug, tag, allowed: true },
          );
        }
        // Nothing that looks like half a tag is left once the whole tags are taken out.
        expect(product.descriptionHtml.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
      }
    });

    it('open and close their tags in balance', () => {
      for (const product of seedProducts) {
        for (const tag of ALLOWED_HTML_TAGS) {
          const opened = product.descriptionHtml.split(`<${tag}>`).length - 1;
          const closed = product.descriptionHtml.split(`</${tag}>`).length - 1;
          expect({ slug: product.slug, tag, opened }).toEqual({ slug: product.slug, tag, opened: closed });
        }
      }
    });

    it('run to between 60 and 180 words', () => {
      for (const product of seedProducts) {
        const words = wordCount(product.descriptionHtml);
        expect({ slug: product.slug, inRange: words >= 60 && words <= 180 }).toEqual({
          slug: product.slug,
          inRange: true,
        });
      }
    });

    it('contain no placeholder text or invented praise', () => {
      for (const product of seedProducts) {
        expect(product.descriptionHtml).not.toMatch(/lorem|ipsum|award|review|rated|as seen in|celebrit/i);
      }
    });
  });

  it('has at least 6 tartan products', () => {
    expect(seedProducts.filter(isTartan).length).toBeGreaterThanOrEqual(6);
  });

  it('uses lower-case tags, with at least 4 products carrying each badge', () => {
    for (const product of seedProducts) {
      expect(product.tags.length).toBeGreaterThan(0);
      for (const tag of product.tags) expect(tag).toMatch(KEBAB_CASE);
      expect(new Set(product.tags).size).toBe(product.tags.length);
    }
    for (const badge of BADGES) {
      const count = seedProducts.filter((product) => product.tags.includes(badge)).length;
      expect({ badge, enough: count >= 4 }).toEqual({ badge, enough: true });
    }
  });

  it('features 6 to 8 products', () => {
    const featured = seedProducts.filter((product) => product.featured === true).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(8);
  });

  it('spreads addedDaysAgo across 1 to 400 days', () => {
    const days = seedProducts.map((product) => product.addedDaysAgo);
    for (const day of days) {
      expect(Number.isInteger(day)).toBe(true);
      expect(day).toBeGreaterThanOrEqual(1);
      expect(day).toBeLessThanOrEqual(400);
    }
    expect(Math.min(...days)).toBeLessThanOrEqual(7);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(300);
  });
});
