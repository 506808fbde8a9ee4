import { MAX_TAGS_PER_ENTRY, productTag, productTags, tagBatches } from './cache-tags';

describe('cache tags', () => {
  it('names one product by its id', () => {
    expect(productTag(42)).toBe('product:42');
  });

  it('lists each product once', () => {
    expect(productTags([3, 1, 3])).toEqual(['product:3', 'product:1']);
  });

  it('splits many tags into batches Next accepts, without repeats', () => {
    const tags = Array.from({ length: 300 }, (_, index) => `product:${index % 290}`);
    const batches = tagBatches(tags);
    expect(batches.map((batch) => batch.length)).toEqual([MAX_TAGS_PER_ENTRY, MAX_TAGS_PER_ENTRY, 290 - 2 * MAX_TAGS_PER_ENTRY]);
    expect(new Set(batches.flat()).size).toBe(290);
  });

  it('has nothing to split when a page shows nothing tagged', () => {
    expect(tagBatches([])).toEqual([]);
  });
});
