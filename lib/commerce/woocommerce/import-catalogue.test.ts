import type { SeedProduct } from '@/data/catalogue/types';
import { optionsKey, productBody, storePrices, variationBody } from './import-catalogue';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const base = { slug: 'oak-board', name: 'Oak Board', categorySlug: 'chopping-boards', descriptionHtml: '<p>Oak.</p>', tags: ['oak'], addedDaysAgo: 2, artwork: {} as never };

describe('the catalogue as WooCommerce takes it', () => {
  it('writes the regular price, and the sale price only while on sale', () => {
    expect(storePrices({ pricePence: 2499 })).toEqual({ regular_price: '24.99', sale_price: '' });
    expect(storePrices({ pricePence: 1999, regularPricePence: 2499 })).toEqual({ regular_price: '24.99', sale_price: '19.99' });
  });

  it('matches a variation by its options whatever their order or case', () => {
    expect(optionsKey({ Size: 'Large', Colour: 'Green' })).toBe(optionsKey({ colour: 'green', size: 'large' }));
    expect(optionsKey({ Size: 'Large' })).not.toBe(optionsKey({ Size: 'Small' }));
  });

  it('makes a simple product with its stock, category, tags and age', () => {
    const product: SeedProduct = { ...base, type: 'simple', pricePence: 3500, stock: 7, featured: true };
    expect(productBody(product, { category: 3, tags: [8] }, NOW, 'http://127.0.0.1:8080')).toEqual({
      name: 'Oak Board',
      slug: 'oak-board',
      status: 'publish',
      featured: true,
      description: '<p>Oak.</p>',
      categories: [{ id: 3 }],
      tags: [{ id: 8 }],
      date_created_gmt: '2026-11-25T12:00:00',
      images: [
        { src: 'http://127.0.0.1:8080/images/generated/products/oak-board-1.webp', alt: 'Oak Board' },
        { src: 'http://127.0.0.1:8080/images/generated/products/oak-board-2.webp', alt: 'Oak Board, close up' },
        { src: 'http://127.0.0.1:8080/images/generated/products/oak-board-3.webp', alt: 'Oak Board, styled at home' },
      ],
      type: 'simple',
      regular_price: '35.00',
      sale_price: '',
      manage_stock: true,
      stock_quantity: 7,
    });
  });

  it('makes a variable product with its options, and each variation with its own price and stock', () => {
    const product: SeedProduct = { ...base, type: 'variable', attributes: [{ name: 'Size', options: ['small', 'large'] }], variations: [] };
    expect(productBody(product, { category: 3, tags: [] }, NOW, 'https://shop.example.com')).toMatchObject({
      type: 'variable',
      attributes: [{ name: 'Size', options: ['small', 'large'], position: 0, visible: true, variation: true }],
    });
    expect(variationBody({ attributes: { Size: 'large' }, pricePence: 4000, regularPricePence: 4500, stock: 2 })).toEqual({
      regular_price: '45.00',
      sale_price: '40.00',
      manage_stock: true,
      stock_quantity: 2,
      attributes: [{ name: 'Size', option: 'large' }],
    });
  });
});
