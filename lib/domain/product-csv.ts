/**
 * The catalogue as a spreadsheet (docs/adr/0030): one row per variation, a simple product being one
 * row. Rows of one product share its slug and repeat its product-wide columns; each row's `sku` is
 * the slug followed by its option values ("thistle-tee/M/Navy"), so a row names its variation in any
 * spreadsheet. The same file comes back in: rows are grouped into drafts by slug (or, with no slug,
 * by the part of the sku before its first "/"), and every problem names its row and column.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafe } from './csv';
import { decimalToPence, penceToDecimal } from './money';
import { cleanRegions, cleanTags, draftProblems, isRegionId, itemSku, MAX_OPTIONS, type DraftItem, type ProductDraft } from './product-draft';

const OPTION_COLUMNS = Array.from({ length: MAX_OPTIONS }, (_, index) => [`option ${index + 1} name`, `option ${index + 1} value`]).flat();

export const CATALOGUE_CSV_COLUMNS = ['sku', 'slug', 'name', 'category', 'description', 'tags', 'regions', 'featured', 'visible', ...OPTION_COLUMNS, 'price', 'sale price', 'stock'] as const;
const REQUIRED_COLUMNS = ['name', 'category', 'price', 'stock'];
/** Columns every row of one product repeats: a later row may leave them blank, but not differ. */
const PRODUCT_COLUMNS = ['name', 'category', 'description', 'tags', 'regions', 'featured', 'visible'] as const;

/** One problem in an imported file: the spreadsheet row (the header is row 1) and the column. */
export interface CsvProblem {
  row: number;
  column: string;
  message: string;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A product's rows, cells as text; a spreadsheet opens none of them as a formula. */
export function draftRows(draft: ProductDraft): string[][] {
  return draft.items.map((item) => {
    const options = OPTION_COLUMNS.map((_, index) => {
      const name = draft.options[Math.floor(index / 2)];
      if (name === undefined) return '';
      return index % 2 === 0 ? name : (item.options[name] ?? '');
    });
    const cells = [
      itemSku(draft.slug, draft.options, item),
      draft.slug,
      draft.name,
      draft.category,
      draft.description,
      draft.tags.join(', '),
      (draft.regions ?? []).join(', '),
      yesNo(draft.featured),
      yesNo(draft.visible),
      ...options,
      penceToDecimal(item.regularPence),
      item.salePence === null ? '' : penceToDecimal(item.salePence),
      String(item.stock),
    ];
    return cells.map(spreadsheetSafe);
  });
}

export function catalogueCsv(drafts: readonly ProductDraft[]): string {
  return stringify([[...CATALOGUE_CSV_COLUMNS], ...drafts.flatMap(draftRows)]);
}

/** A cell as it was meant: the apostrophe the export put before a formula-like cell is taken off again. */
function unguarded(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

type Row = { number: number; cells: Record<string, string> };

export type CsvReading = { ok: true; drafts: { draft: ProductDraft; rows: number[] }[] } | { ok: false; problems: CsvProblem[] };

function readRows(text: string): { rows: Row[]; problems: CsvProblem[] } {
  let records: string[][];
  try {
    // Blank lines are kept until each row has its number, so the numbers are the spreadsheet's own.
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { rows: [], problems: [{ row: line ?? 1, column: '', message: `The file is not CSV the shop can read: ${(error as Error).message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ row: 1, column: '', message: 'The file is empty: it needs a header row and a row per product or variation.' }] };
  const names = header.map((name) => name.trim().toLowerCase());
  const problems: CsvProblem[] = [];
  for (const column of REQUIRED_COLUMNS) if (!names.includes(column)) problems.push({ row: 1, column, message: `The header has no "${column}" column.` });
  names.forEach((name, index) => {
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name)) problems.push({ row: 1, column: header[index]!, message: `"${header[index]}" is not a column the shop knows; the columns are: ${CATALOGUE_CSV_COLUMNS.join(', ')}.` });
  });
  const rows = body
    .map((record, index) => ({
      number: index + 2,
      cells: Object.fromEntries(names.map((name, column) => [name, unguarded(record[column] ?? '').trim()])),
    }))
    .filter((row) => Object.values(row.cells).some((cell) => cell !== ''));
  return { rows, problems };
}

function keyOf(row: Row): string {
  return row.cells.slug || (row.cells.sku ?? '').split('/')[0]!;
}

function parseFlag(row: Row, column: string, fallback: boolean, problems: CsvProblem[]): boolean {
  const value = (row.cells[column] ?? '').toLowerCase();
  if (value === '') return fallback;
  if (['yes', 'true', '1', 'y'].includes(value)) return true;
  if (['no', 'false', '0', 'n'].includes(value)) return false;
  problems.push({ row: row.number, column, message: `${column} must be yes or no` });
  return fallback;
}

function parseItem(row: Row, options: string[], problems: CsvProblem[]): DraftItem {
  const price = decimalToPence(row.cells.price ?? '');
  if (price === null || price <= 0) problems.push({ row: row.number, column: 'price', message: 'price must be a sum in pounds, e.g. "24.99"' });
  const saleText = row.cells['sale price'] ?? '';
  const sale = saleText === '' ? null : decimalToPence(saleText);
  if (saleText !== '' && (sale === null || sale <= 0)) problems.push({ row: row.number, column: 'sale price', message: 'sale price must be a sum in pounds, e.g. "19.99", or empty' });
  const stockText = row.cells.stock ?? '';
  if (!/^\d{1,7}$/.test(stockText)) problems.push({ row: row.number, column: 'stock', message: 'stock must be a whole number from 0' });
  const chosen = Object.fromEntries(options.map((name, index) => [name, row.cells[`option ${index + 1} value`] ?? '']));
  return { options: chosen, regularPence: price ?? 1, salePence: sale ?? null, stock: Number(stockText) || 0 };
}

function optionNames(row: Row): string[] {
  const names: string[] = [];
  for (let index = 1; index <= MAX_OPTIONS; index++) {
    const name = row.cells[`option ${index} name`] ?? '';
    if (name) names.push(name);
  }
  return names;
}

/** Maps a draft problem's field onto the spreadsheet: a variation's field to its row, the rest to the product's first. */
function placeProblem(field: string, rows: Row[]): { row: number; column: string } {
  const item = /^variations\.(\d+)\.(\w+)$/.exec(field);
  const columnOf: Record<string, string> = { salePrice: 'sale price', attributes: 'option 1 value', price: 'price', stock: 'stock' };
  if (item) return { row: rows[Number(item[1])]?.number ?? rows[0]!.number, column: columnOf[item[2]!] ?? item[2]! };
  if (field === 'attributes' || field === 'variations') return { row: rows[0]!.number, column: 'option 1 name' };
  return { row: rows[0]!.number, column: columnOf[field] ?? field };
}

function readProduct(key: string, rows: Row[], problems: CsvProblem[]): ProductDraft {
  const [first] = rows as [Row, ...Row[]];
  for (const row of rows.slice(1)) {
    for (const column of PRODUCT_COLUMNS) {
      const value = row.cells[column] ?? '';
      if (value !== '' && value !== (first.cells[column] ?? '')) problems.push({ row: row.number, column, message: `${column} differs from row ${first.number}, the first row of ${key}` });
    }
  }
  const options = optionNames(first);
  for (const row of rows.slice(1)) {
    const names = optionNames(row);
    if (names.length > 0 && names.join('\u0000') !== options.join('\u0000')) problems.push({ row: row.number, column: 'option 1 name', message: `the options differ from row ${first.number}, the first row of ${key}` });
  }
  const regions: ProductDraft['regions'] = [];
  for (const region of (first.cells.regions ?? '').split(',').map((value) => value.trim().toLowerCase()).filter(Boolean)) {
    if (isRegionId(region)) regions.push(region);
    else problems.push({ row: first.number, column: 'regions', message: `"${region}" is not a region; the regions are highlands, islands, lowlands and historic` });
  }
  const draft: ProductDraft = {
    slug: key,
    name: first.cells.name ?? '',
    category: first.cells.category ?? '',
    description: first.cells.description ?? '',
    tags: cleanTags((first.cells.tags ?? '').split(',')),
    regions: regions.length ? cleanRegions(regions) : null,
    featured: parseFlag(first, 'featured', false, problems),
    visible: parseFlag(first, 'visible', true, problems),
    options,
    items: rows.map((row) => parseItem(row, options, problems)),
  };
  rows.forEach((row, index) => {
    const sku = row.cells.sku ?? '';
    const expected = itemSku(draft.slug, options, draft.items[index]!);
    if (sku !== '' && row.cells.slug && sku !== expected) problems.push({ row: row.number, column: 'sku', message: `sku must be "${expected}": the slug and then each option value, or empty` });
  });
  for (const problem of draftProblems(draft)) problems.push({ ...placeProblem(problem.field, rows), message: problem.message });
  return draft;
}

/**
 * The drafts a file holds, with the rows each came from; or every problem in it, so the owner can
 * mend the file in one go. A file with any problem yields no drafts: an import is all or nothing.
 */
export function readCatalogueCsv(text: string): CsvReading {
  const { rows, problems } = readRows(text);
  if (problems.length) return { ok: false, problems };
  if (rows.length === 0) return { ok: false, problems: [{ row: 2, column: '', message: 'The file has a header but no rows.' }] };
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === '') {
      problems.push({ row: row.number, column: 'slug', message: 'slug must name the product (or sku, starting with the slug)' });
      continue;
    }
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const drafts = [...groups].map(([key, group]) => ({ draft: readProduct(key, group, problems), rows: group.map((row) => row.number) }));
  return problems.length ? { ok: false, problems: problems.sort((a, b) => a.row - b.row) } : { ok: true, drafts };
}
