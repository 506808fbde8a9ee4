import { categoryLinks, isHiddenCategory, searchTerms, totalPages } from './catalogue';

describe('catalogue rules', () => {
  it('hides both spellings of uncategorised from the filter', () => {
    expect(isHiddenCategory('uncategorised')).toBe(true);
    expect(isHiddenCategory('Uncategorized')).toBe(true);
    expect(isHiddenCategory('aprons')).toBe(false);
  });

  it('links the shown categories in the order given, leaving out uncategorised', () => {
    expect(categoryLinks([{ slug: 'wall-art', name: 'Wall Art' }, { slug: 'uncategorised', name: 'Uncategorised' }, { slug: 'aprons', name: 'Aprons' }])).toEqual([
      { href: '/products?category=wall-art', label: 'Wall Art' },
      { href: '/products?category=aprons', label: 'Aprons' },
    ]);
  });

  it('splits a search into distinct lower-case words, dropping noise', () => {
    expect(searchTerms('  Tartan APRON, tartan! a ')).toEqual(['tartan', 'apron']);
    expect(searchTerms("'; DROP TABLE--")).toEqual(['drop', 'table']);
    expect(searchTerms('!!!')).toEqual([]);
    expect(searchTerms('a b c d e f g h i j k l m n o p q r s t'.replace(/ /g, 'x '), 3)).toHaveLength(3);
  });

  it('counts at least one page', () => {
    expect(totalPages(0, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
  });
});
