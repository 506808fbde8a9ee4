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
