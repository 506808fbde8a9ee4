import { productQuerySchema } from './product-query';

const parse = (query: string) => productQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

describe('productQuerySchema', () => {
  it('fills in the defaults', () => {
    expect(parse('').data).toEqual({ sort: 'featured', page: 1, perPage: 12 });
  });

  it('trims the search and ignores a blank one', () => {
    expect(parse('search=%20tartan%20').data?.search).toBe('tartan');
    expect(parse('search=%20%20').data).not.toHaveProperty('search');
  });

  it('merges category and categories without duplicates', () => {
    expect(parse('category=aprons&categories=aprons,wall-art').data?.categories).toEqual(['aprons', 'wall-art']);
  });

  it.each(['per_page=0', 'per_page=101', 'per_page=1.5', 'page=-1', 'sort=random', 'categories=a,,b', 'categories=UPPER'])(
    'refuses %s',
    (query) => expect(parse(query).success).toBe(false),
  );
});
