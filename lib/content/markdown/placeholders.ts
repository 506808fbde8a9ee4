import { ContentError } from './errors';

/** Figures a content file may name as {{name}}: policies, contact details, sizes (content/README.md). */
export type ContentValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * Puts each {{name}} in `text` from `values`. Policy figures are written once, in code, and
 * referred to by name, so a page can never state a different figure from checkout. A name with no
 * value is refused rather than shown to shoppers as "{{name}}".
 */
export function fillPlaceholders(text: string, values: ContentValues, file: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new ContentError(file, `unknown placeholder {{${name}}}; this file can use ${Object.keys(values).sort().map((key) => `{{${key}}}`).join(', ')}`);
    }
    return String(value);
  });
}
