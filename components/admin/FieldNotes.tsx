import type { ReactNode } from 'react';
import { INPUT, LABEL } from './styles';

export const FIELD_HINT = 'mt-1 text-sm text-moss-700';
export const FIELD_ERROR = 'mt-1 text-sm font-semibold text-tartan-700';

/**
 * A field's hint and the server's refusal of it, under the field, with the ids its
 * `aria-describedby` names (`{id}-hint`, `{id}-error`), so a screen reader reads both with it.
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | null | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={FIELD_HINT}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={FIELD_ERROR}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled field with its hint and the API's word on it, tied together for screen readers. */
export function LabelledField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: (describedBy: string | undefined) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children(describedBy)}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A text input's own props in a LabelledField: its id, and whether the API refused it. */
export function inputProps(id: string, error: string | undefined, describedBy: string | undefined) {
  return { id, className: INPUT, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** What the API refused that names none of the form's fields, above the form. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  return messages.length ? (
    <div role="alert" className="rounded-md border border-tartan-700 p-3 text-tartan-700">
      {messages.join(' ')}
    </div>
  ) : null;
}
