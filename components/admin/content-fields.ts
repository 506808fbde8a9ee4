/**
 * The story and adventure editors' fields (docs/adr/0032): what each field is, how the form holds
 * it, and how it goes to the API. One editor (ContentEditor.tsx) draws any list of them, so the
 * story's and the adventure's forms differ only in their lists.
 */

export type FieldKind =
  /** One line of text. */
  | 'text'
  /** A few lines of plain text. */
  | 'textarea'
  /** The body, with its preview. */
  | 'markdown'
  /** One of `options`. */
  | 'select'
  /** Any of `options`, as a list. */
  | 'choices'
  /** One entry a line, as a list. */
  | 'lines'
  /** Comma-separated, as a list. */
  | 'commas'
  /** A number, or empty for none (null). */
  | 'number'
  /** A checkbox. */
  | 'flag';

export interface FieldSpec {
  /** The API's field name. */
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  options?: readonly string[];
  /** Shown as required, and sent even when empty so the API names what is missing. */
  required?: boolean;
}

export type FieldValue = string | boolean | string[];
export type FieldValues = Record<string, FieldValue>;

/** The form's value of a field from the API's. */
export function formValue(spec: FieldSpec, value: unknown): FieldValue {
  switch (spec.kind) {
    case 'flag':
      return value === true;
    case 'choices':
      return Array.isArray(value) ? value.map(String) : [];
    case 'lines':
      return Array.isArray(value) ? value.join('\n') : '';
    case 'commas':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

const split = (text: string, by: RegExp) =>
  text
    .split(by)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The API's value of a field. A number that is not one goes as typed, for the API to name; an empty
 * number is null (no map pin).
 */
export function apiValue(spec: FieldSpec, value: FieldValue): unknown {
  switch (spec.kind) {
    case 'flag':
      return value === true;
    case 'choices':
      return Array.isArray(value) ? value : [];
    case 'lines':
      return split(String(value), /\n/);
    case 'commas':
      return split(String(value), /,/);
    case 'number': {
      const text = String(value).trim();
      if (text === '') return null;
      return Number.isFinite(Number(text)) ? Number(text) : text;
    }
    default:
      return String(value);
  }
}

/**
 * What to send. A new piece: every field with something in it, and the required ones always (so the
 * API names what is missing). An edit: only what changed, so saving a title is not a revision of
 * the body, and the audit log keeps only the change.
 */
export function requestBody(specs: readonly FieldSpec[], values: FieldValues, initial: FieldValues | null): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = values[spec.name] ?? formValue(spec, undefined);
    if (initial) {
      if (JSON.stringify(apiValue(spec, value)) !== JSON.stringify(apiValue(spec, initial[spec.name] ?? formValue(spec, undefined)))) body[spec.name] = apiValue(spec, value);
      continue;
    }
    const sent = apiValue(spec, value);
    const empty = sent === '' || sent === null || (Array.isArray(sent) && sent.length === 0);
    if (spec.required || !empty) body[spec.name] = sent;
  }
  return body;
}

// The API's refusals sorted under the form's fields, as the product editor sorts them.
export { fieldErrors } from './field-errors';
