import { relatedProducts, relatingWords } from './related';

const product = (id: number, name: string, category = 'aprons') => ({ id, name, category: { slug: category } });

describe('relatingWords', () => {
  it('keeps words longer than two letters and drops the stop words', () => {
    expect(relatingWords('The Highland Cow Apron for Kids, in Tartan')).toEqual(['cow', 'apron', 'kids', 'tartan']);
  });

  it('ignores case and repeats', () => {
    expect(relatingWords('Stag STAG stag')).toEqual(['stag']);
    expect(relatingWords('Scottish and Highland')).toEqual([]);
  });
});

describe('relatedProducts', () => {
  const target = product(1, 'Royal Stewart Tartan Apron');

  it('takes products from the same category or sharing a name word', () => {
    const sameCategory = product(2, 'Linen Baking Apron');
    const sharedWord = product(3, 'Royal Stewart Tartan Scarf', 'accessories');
    const unrelated = product(4, 'Ben Nevis Summit T-Shirt', 't-shirts-2');
    expect(relatedProducts(target, [unrelated, sameCategory, sharedWord])).toEqual([sharedWord, sameCategory]);
  });

  it('never relates on stop words or short words alone', () => {
    const onlyStopWords = product(5, 'The Highland Mug of Scottish Oak', 'artisan-crafts');
    const onlyShort = product(6, 'Ox Tie', 'accessories');
    expect(relatedProducts(product(1, 'The Highland Set of Ox Tea', 'wall-art'), [onlyStopWords, onlyShort])).toEqual([]);
  });

  it('never includes the product itself or a duplicate', () => {
    const twin = product(7, 'Tartan Apron');
    expect(relatedProducts(target, [target, twin, twin])).toEqual([twin]);
  });

  it('returns at most four, closest first, keeping the given order for ties', () => {
    const candidates = [
      product(10, 'Oak Board'),
      product(11, 'Canvas Apron'),
      product(12, 'Tartan Apron Kids'),
      product(13, 'Oak Spoon'),
      product(14, 'Royal Stewart Tartan Tote', 'accessories'),
      product(15, 'Tea Towel'),
    ];
    expect(relatedProducts(target, candidates).map((p) => p.id)).toEqual([14, 12, 11, 10]);
    expect(relatedProducts(target, candidates, 2).map((p) => p.id)).toEqual([14, 12]);
    expect(relatedProducts(target, candidates, 0)).toEqual([]);
  });
});
