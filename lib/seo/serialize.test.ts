import { productJsonLd } from './json-ld';
import { serializeJsonLd } from './serialize';

const hostile = 'Evil </script ><script>alert(1)</script><!-- </SCRIPT/>';

describe('serializeJsonLd', () => {
  it('never lets catalogue text close the script element or open a comment', () => {
    const data = { '@type': 'Product', name: hostile };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script >');
  });

  it('reads back exactly what went in', () => {
    const data = productJsonLd({
      id: 1,
      slug: 'x',
      name: hostile,
      descriptionText: 'Line\u2028separator \u2029 and a < b',
      pricePence: 100,
      priceRange: { min: 100, max: 100 },
      images: [],
      category: { name: 'Wall Art' },
      rating: null,
      ratingCount: 0,
      inStock: true,
    });
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('serialises several documents as one array', () => {
    const documents = [
      { '@type': 'Organization', name: 'A' },
      { '@type': 'WebSite', name: 'B' },
    ];
    expect(JSON.parse(serializeJsonLd(documents))).toEqual(documents);
  });
});
