'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { fieldErrors, formValue, requestBody, type FieldSpec, type FieldValue, type FieldValues } from './content-fields';
import { FormErrors } from './FieldNotes';
import { FieldNotes } from './FieldNotes';
import { MarkdownField } from './MarkdownField';
import { INPUT, LABEL } from './styles';

interface ContentEditorProps {
  fields: readonly FieldSpec[];
  /** The API's record being edited, or null for a new one. */
  record: Record<string, unknown> | null;
  /** `/api/admin/stories`: POST there for a new one, PATCH `{endpoint}/{slug}` for an edit. */
  endpoint: string;
  /** `/admin/stories`: where the saved piece's own page is. */
  officePath: string;
  /** "story", "adventure": for the messages. */
  what: string;
}


function initialValues(fields: readonly FieldSpec[], record: Record<string, unknown> | null): FieldValues {
  return Object.fromEntries(fields.map((spec) => [spec.name, formValue(spec, record?.[spec.name])]));
}

/**
 * The owner's editor of a story or an adventure: every field labelled, the API's refusals shown
 * under the fields they name, and the body with a preview rendered by the server's own sanitiser.
 */
export function ContentEditor({ fields, record, endpoint, officePath, what }: ContentEditorProps) {
  const id = useId();
  const router = useRouter();
  const [initial] = useState(() => (record ? initialValues(fields, record) : null));
  const [values, setValues] = useState(() => initialValues(fields, record));
  const [errors, setErrors] = useState<{ byField: Record<string, string>; general: string[] }>({ byField: {}, general: [] });
  const [busy, setBusy] = useState(false);

  const set = (name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = requestBody(fields, values, initial);
    if (initial && Object.keys(body).length === 0) {
      toast.error('Nothing to save', { description: 'No field has changed.' });
      return;
    }
    setBusy(true);
    try {
      const slug = typeof record?.slug === 'string' ? record.slug : null;
      const saved = await apiRequest<{ slug: string }>(slug ? `${endpoint}/${slug}` : endpoint, { method: slug ? 'PATCH' : 'POST', body });
      setErrors({ byField: {}, general: [] });
      toast.success(slug ? `The ${what} is saved` : `The ${what} is made`);
      if (saved.slug !== slug) router.push(`${officePath}/${saved.slug}`);
      else router.refresh();
    } catch (error) {
      const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Please try again in a moment.';
      const split = fieldErrors(message, fields.map((spec) => spec.name));
      setErrors(split);
      toast.error('Not saved', { description: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormErrors messages={errors.general} />
      {fields.map((spec) => (
        <Field key={spec.name} id={`${id}-${spec.name}`} spec={spec} value={values[spec.name]!} error={errors.byField[spec.name]} onChange={(value) => set(spec.name, value)} />
      ))}
      <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
        {busy ? 'Saving…' : record ? 'Save changes' : `Make the ${what}`}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  spec: FieldSpec;
  value: FieldValue;
  error?: string;
  onChange: (value: FieldValue) => void;
}

function Field({ id, spec, value, error, onChange }: FieldProps) {
  const described = [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const label = `${spec.label}${spec.required ? ' (required)' : ''}`;
  const notes = <FieldNotes id={id} hint={spec.hint} error={error} />;
  const common = { id, name: spec.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };

  if (spec.kind === 'flag') {
    return (
      <div>
        <div className="flex items-center gap-3">
          <input {...common} type="checkbox" className="size-5 accent-moss-800" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
        </div>
        {notes}
      </div>
    );
  }
  if (spec.kind === 'choices') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset aria-describedby={described}>
        <legend className={LABEL}>{label}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {spec.options?.map((option) => (
            <div key={option} className="flex min-h-11 items-center gap-2">
              <input
                id={`${id}-${option}`}
                type="checkbox"
                className="size-5 accent-moss-800"
                checked={chosen.includes(option)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))}
              />
              <label htmlFor={`${id}-${option}`}>{option}</label>
            </div>
          ))}
        </div>
        {notes}
      </fieldset>
    );
  }
  if (spec.kind === 'markdown') {
    return <MarkdownField {...common} label={label} value={String(value)} onChange={onChange} notes={notes} />;
  }
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {spec.kind === 'select' ? (
        <select {...common} className={INPUT} value={String(value)} onChange={(event) => onChange(event.target.value)}>
          {value === '' ? <option value="">Choose…</option> : null}
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : spec.kind === 'textarea' || spec.kind === 'lines' ? (
        <textarea {...common} rows={spec.kind === 'lines' ? 5 : 3} className={INPUT} value={String(value)} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={spec.kind === 'number' ? 'decimal' : undefined} autoComplete="off" className={INPUT} value={String(value)} onChange={(event) => onChange(event.target.value)} />
      )}
      {notes}
    </div>
  );
}
