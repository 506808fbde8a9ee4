import { catalogueSize, describeCatalogueSize } from './catalogue-count';

describe('catalogueSize', () => {
  it.each([
    [51, { kind: 'over', count: 50 }],
    [59, { kind: 'over', count: 50 }],
    [11, { kind: 'over', count: 10 }],
    [10_234, { kind: 'over', count: 10_230 }],
  ])('rounds %i down to a multiple of ten', (total, expected) => {
    expect(catalogueSize(total)).toEqual(expected);
  });

  it.each([0, 1, 9, 10, 50, 100])('gives the exact count for %i, where "over" would be empty or untrue', (total) => {
    expect(catalogueSize(total)).toEqual({ kind: 'exact', count: total });
  });

  it('treats nonsense totals as none', () => {
    expect(catalogueSize(-3)).toEqual({ kind: 'exact', count: 0 });
    expect(catalogueSize(Number.NaN)).toEqual({ kind: 'exact', count: 0 });
    expect(catalogueSize(12.7)).toEqual({ kind: 'over', count: 10 });
  });
});

describe('describeCatalogueSize', () => {
  it('says "over" only when rounding happened', () => {
    expect(describeCatalogueSize(51)).toBe('over 50 products');
    expect(describeCatalogueSize(50)).toBe('50 products');
    expect(describeCatalogueSize(7)).toBe('7 products');
  });

  it('uses the singular for one and groups thousands', () => {
    expect(describeCatalogueSize(1)).toBe('1 product');
    expect(describeCatalogueSize(12_345)).toBe('over 12,340 products');
    expect(describeCatalogueSize(21, { one: 'gift', other: 'gifts' })).toBe('over 20 gifts');
  });
});
