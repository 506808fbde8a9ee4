import type { InputHTMLAttributes, Ref } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';

export const TEXT_FIELD_INPUT = cx('mt-1 block min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 py-2 text-base aria-[invalid=true]:border-tartan-700', FOCUS_RING);
export const TEXT_FIELD_LABEL = 'block font-semibold text-moss-900';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The field's message, shown under it and read with it; none while the field is fine. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it for screen readers; takes react-hook-form's register() spread. */
export function TextField({ id, label, error, className, ...input }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={TEXT_FIELD_LABEL}>
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={TEXT_FIELD_INPUT} {...input} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-tartan-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
