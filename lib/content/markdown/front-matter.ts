/**
 * Checking a content file's front matter (content/README.md): the field types the kinds of file
 * share, and one error that names the file and every field that is wrong.
 */
import { z } from '@/lib/zod';
import { ContentError } from './errors';
import { fillPlaceholders, type ContentValues } from './placeholders';

/** Kebab case, as every slug and anchor in the shop is written. */
export const kebabCase = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected kebab-case, e.g. "lost-valley"');

/** A non-empty line of plain text; surrounding spaces would show in cards and meta tags. */
export const plainText = z
  .string()
  .min(1, 'must not be empty')
  .refine((text) => text.trim() === text, 'must not start or end with a space')
  .refine((text) => !/[<>]/.test(text), 'is plain text: no < or >');

/**
 * A calendar date, written in quotes: "2025-03-12". Unquoted, YAML would read it as a timestamp
 * and quietly roll an impossible date (30 February) over into the next month.
 */
export const isoDate = z
  .string({ error: (issue) => (issue.input instanceof Date ? 'write the date in quotes, "YYYY-MM-DD", so it is read as written' : 'expected a date, "YYYY-MM-DD"') })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'expected a real date, "YYYY-MM-DD"');

function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const where = fieldName(issue.path);
    return issue.keys.map((key) => `field "${where ? `${where}.${key}` : key}" is not one this kind of file has`).join('; ');
  }
  return `field "${fieldName(issue.path) || '(front matter)'}": ${issue.message}`;
}

/** Every string in the front matter with its placeholders filled, so titles and descriptions can name figures too. */
function fillDeep(value: unknown, values: ContentValues, file: string): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, values, file);
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, values, file));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, values, file)]));
  }
  return value;
}

/** The front matter as `schema` describes it, or an error naming the file and every field that is wrong. */
export function validateFrontMatter<Schema extends z.ZodType>(data: unknown, schema: Schema, file: string, values?: ContentValues): z.output<Schema> {
  const result = schema.safeParse(values ? fillDeep(data, values, file) : data);
  if (result.success) return result.data;
  throw new ContentError(file, `front matter ${result.error.issues.map(describeIssue).join('; ')}`);
}
