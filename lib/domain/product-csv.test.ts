import { catalogueCsv, readCatalogueCsv, CATALOGUE_CSV_COLUMNS } from './product-csv';
import type { ProductDraft } from './product-draft';

const APRON: ProductDraft = {
  slug: 'tartan-apron',
  name: 'Tartan Apron',
  category: 'aprons',
  description: '- waxed cotton\n- =SUM(A1) pockets',
  tags: ['tartan', 'kitchen'],
  regions: ['highlands', 'historic'],
  featured: true,
  visible: true,
  options: [],
  items: [{ options: {}, regularPence: 2499, salePence: 1999, stock: 3 }],
};

const TEE: ProductDraft = {
  ...APRON,
  slug: 'glen-tee',
  name: '@Glen Tee',
  description: 'Soft.',
  regions: null,
  featured: false,
  options: ['Size'],
  items: [
    { options: { Size: 'M' }, regularPence: 2000, salePence: null, stock: 3 },
    { options: { Size: 'L' }, regularPence: 2200, salePence: null, stock: 0 },
  ],
};

const header = CATALOGUE_CSV_COLUMNS.join(',');

describe('the catalogue as CSV', () => {
  it('writes one row per variation, a formula-like cell opened as text', () => {
    const csv = catalogueCsv([APRON, TEE]);
    const lines = csv.split('\n');
    expect(lines[0]).toBe(header);
    expect(csv).toContain(`tartan-apron,tartan-apron,Tartan Apron,aprons,"'- waxed cotton\n- =SUM(A1) pockets","tartan, kitchen","highlands, historic",yes,yes,,,,,,,24.99,19.99,3`);
    expect(csv).toContain("glen-tee/M,glen-tee,'@Glen Tee,aprons,Soft.,\"tartan, kitchen\",,no,yes,Size,M,,,,,20.00,,3");
    expect(csv).toContain("glen-tee/L,glen-tee,'@Glen Tee,aprons,Soft.,\"tartan, kitchen\",,no,yes,Size,L,,,,,22.00,,0");
  });

  it('reads its own file back to the same drafts', () => {
    const reading = readCatalogueCsv(catalogueCsv([APRON, TEE]));
    expect(reading).toEqual({ ok: true, drafts: [{ draft: APRON, rows: [2] }, { draft: TEE, rows: [3, 4] }] });
  });

  it('groups rows by slug, or by the slug the sku starts with; a later row may leave product columns blank', () => {
    const reading = readCatalogueCsv(`slug,sku,name,category,option 1 name,option 1 value,price,stock\nscarf,,Scarf,aprons,Colour,Red,15.00,4\n,scarf/Blue,,,Colour,Blue,16.00,5\n`);
    expect(reading.ok && reading.drafts.map(({ draft, rows }) => [draft.slug, draft.items.length, rows])).toEqual([['scarf', 2, [2, 3]]]);
  });

  it('names every bad row and column, and yields no drafts', () => {
    const csv = `${header}\n,good,Good,aprons,,,,,,,,,,,,4.00,,1\n\n,bad,Bad,aprons,,,narnia,maybe,,,,,,,,twelve,3.00,-1\n,bad,Other name,aprons,,,,,,,,,,,,1.00,,1\n`;
    const reading = readCatalogueCsv(csv);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.map(({ row, column }) => [row, column])).toEqual(
      expect.arrayContaining([
        [4, 'regions'],
        [4, 'featured'],
        [4, 'price'],
        [4, 'stock'],
        [5, 'name'],
      ]),
    );
    expect(reading.problems.every((problem) => problem.row !== 2)).toBe(true);
  });

  it('refuses a file without the columns it needs, or with columns it does not know', () => {
    const reading = readCatalogueCsv('title,cost\nApron,4\n');
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.column)).toEqual(['name', 'category', 'price', 'stock', 'title', 'cost']);
    expect(readCatalogueCsv('').ok).toBe(false);
    expect(readCatalogueCsv('"unclosed\n').ok).toBe(false);
  });
});
