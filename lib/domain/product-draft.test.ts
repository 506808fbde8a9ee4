import { cleanTags, draftAttributes, draftProblems, freeSlug, itemSku, renderDescription, sameDraft, slugify, slugRefusal, type ProductDraft } from './product-draft';

const SIMPLE: ProductDraft = {
  slug: 'tartan-apron',
  name: 'Tartan Apron',
  category: 'aprons',
  description: 'A **waxed** apron.',
  tags: ['tartan'],
  regions: null,
  featured: false,
  visible: true,
  options: [],
  items: [{ options: {}, regularPence: 2499, salePence: null, stock: 3 }],
};

const SIZED: ProductDraft = {
  ...SIMPLE,
  slug: 'glen-tee',
  options: ['Size', 'Colour'],
  items: [
    { options: { Size: 'M', Colour: 'Navy' }, regularPence: 2000, salePence: null, stock: 3 },
    { options: { Size: 'L', Colour: 'Navy' }, regularPence: 2200, salePence: 1800, stock: 0 },
  ],
};

describe('slugs', () => {
  it('makes a kebab-case slug of a name, accents and symbols dropped', () => {
    expect(slugify('Crème Brûlée Tin')).toBe('creme-brulee-tin');
    expect(slugify('  Salt & Pepper -- Set!  ')).toBe('salt-and-pepper-set');
    expect(slugify('1745')).toBe('product-1745');
    expect(slugify('!!!')).toBe('product');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });

  it('refuses what is not kebab-case, or digits alone (a URL would read them as an id)', () => {
    expect(slugRefusal('tartan-apron')).toBeNull();
    for (const slug of ['Tartan', 'tartan--apron', '-tartan', 'tartan_apron', '', '12345', 'a'.repeat(81)]) expect(slugRefusal(slug)).not.toBeNull();
  });

  it('finds the first free slug', () => {
    expect(freeSlug('apron', new Set())).toBe('apron');
    expect(freeSlug('apron', new Set(['apron', 'apron-2']))).toBe('apron-3');
  });

  it('names each item by its slug and option values', () => {
    expect(itemSku('tartan-apron', [], SIMPLE.items[0]!)).toBe('tartan-apron');
    expect(itemSku('glen-tee', SIZED.options, SIZED.items[1]!)).toBe('glen-tee/L/Navy');
  });
});

describe('descriptions', () => {
  it('renders Markdown and HTML alike, then holds them to the rich-text allow-list', () => {
    const { html, text } = renderDescription('Soft **wool**, <em>woven</em> on Harris.\n\n<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">link</a>\n\n[out](https://example.com)');
    expect(html).toContain('<strong>wool</strong>');
    expect(html).toContain('<em>woven</em>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">out</a>');
    expect(html).not.toMatch(/script|javascript:|onclick/);
    expect(text).toBe('Soft wool, woven on Harris. link out');
    // Inside an HTML block Markdown is not read (CommonMark), but it is held to the same allow-list.
    expect(renderDescription('<div>**not bold**</div>').html).toBe('**not bold**');
  });
});

describe('a draft', () => {
  it('holds together when every field and item is sound', () => {
    expect(draftProblems(SIMPLE)).toEqual([]);
    expect(draftProblems(SIZED)).toEqual([]);
  });

  it('names each field that is wrong', () => {
    const fields = (draft: ProductDraft) => draftProblems(draft).map((problem) => problem.field);
    expect(fields({ ...SIMPLE, name: ' ', slug: 'Bad Slug', category: '' })).toEqual(['name', 'slug', 'category']);
    expect(fields({ ...SIMPLE, items: [{ options: {}, regularPence: 1000, salePence: 1000, stock: -1 }] })).toEqual(['salePrice', 'stock']);
    expect(fields({ ...SIMPLE, tags: ['a,b'] })).toEqual(['tags']);
    expect(fields({ ...SIZED, items: [SIZED.items[0]!, { ...SIZED.items[0]!, options: { Size: 'm', Colour: 'navy' } }] })).toEqual(['variations.1.attributes']);
    expect(fields({ ...SIZED, items: [{ ...SIZED.items[0]!, options: { Size: 'M' } }] })).toEqual(['variations.0.attributes']);
    expect(fields({ ...SIZED, items: [] })).toEqual(['variations']);
    expect(fields({ ...SIZED, options: ['Size', 'size'] })).toContain('attributes');
  });

  it('offers each option with its values, in the order first met', () => {
    expect(draftAttributes(SIZED)).toEqual([
      { name: 'Size', options: ['M', 'L'] },
      { name: 'Colour', options: ['Navy'] },
    ]);
  });

  it('cleans tags: trimmed, blanks dropped, each once whatever its case', () => {
    expect(cleanTags([' wool ', '', 'Wool', 'harris  tweed'])).toEqual(['wool', 'harris tweed']);
  });

  it('is the same draft whatever the order of its items or line endings of its description', () => {
    expect(sameDraft(SIZED, { ...SIZED, items: [...SIZED.items].reverse(), description: 'A **waxed** apron.\r\n' })).toBe(true);
    expect(sameDraft(SIZED, { ...SIZED, items: [SIZED.items[0]!, { ...SIZED.items[1]!, stock: 1 }] })).toBe(false);
  });
});
