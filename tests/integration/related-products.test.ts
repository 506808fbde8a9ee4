import { commerce } from '@/lib/commerce';
import { relatingWords } from '@/lib/domain/related';

async function product(slug: string) {
  const found = await commerce().getProduct(slug);
  if (!found) throw new Error(`seed product ${slug} is missing`);
  return found;
}

describe('related products from the local catalogue', () => {
  it('returns up to four products, each sharing the category or a name word, never the product itself', async () => {
    const board = await product('thistle-engraved-oak-chopping-board');
    const related = await commerce().listRelatedProducts(board, 4);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    const words = new Set(relatingWords(board.name));
    for (const other of related) {
      expect(other.id).not.toBe(board.id);
      const sharesWord = relatingWords(other.name).some((word) => words.has(word));
      expect(other.category.slug === board.category.slug || sharesWord).toBe(true);
    }
  });

  it('ranks a shared name word above a shared category alone', async () => {
    const apron = await product('royal-stewart-tartan-apron');
    const related = await commerce().listRelatedProducts(apron, 4);
    const [closest] = related;
    expect(closest).toBeDefined();
    expect(relatingWords(closest!.name).some((word) => ['royal', 'stewart', 'tartan', 'apron'].includes(word))).toBe(true);
  });

  it('honours a smaller maximum', async () => {
    const apron = await product('royal-stewart-tartan-apron');
    expect(await commerce().listRelatedProducts(apron, 2)).toHaveLength(2);
  });
});

describe('the catalogue rating summary', () => {
  it('weights each product by its review count and counts only real reviews', async () => {
    const { products } = await commerce().listProducts({ sort: 'newest', page: 1, perPage: 100 });
    const rated = products.filter((product) => product.rating != null && product.ratingCount > 0);
    const summary = await commerce().ratingSummary();
    if (rated.length === 0) {
      expect(summary).toBeNull();
      return;
    }
    const reviews = rated.reduce((sum, product) => sum + product.ratingCount, 0);
    const stars = rated.reduce((sum, product) => sum + product.rating! * product.ratingCount, 0);
    expect(summary).toEqual({ average: expect.closeTo(stars / reviews, 6), reviewCount: reviews });
  });
});
