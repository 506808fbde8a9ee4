'use client';

import type { OptionAttribute } from '@/lib/domain/product-options';

interface OptionRadiosProps {
  attribute: OptionAttribute;
  value: string | undefined;
  onChange: (option: string) => void;
  /** Keeps radio names unique when two pickers for one product are on the page. */
  groupId: string;
}

/** One attribute's options as a radio group styled as buttons: arrow keys move between them. */
export function OptionRadios({ attribute, value, onChange, groupId }: OptionRadiosProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-moss-900">
        {attribute.name}
        {value ? <span className="font-normal text-slate-700">: {value}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {attribute.options.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={`${groupId}-${attribute.name}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-moss-700/40 bg-white px-3 text-sm text-moss-900 peer-checked:border-moss-800 peer-checked:bg-moss-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-moss-700 hover:border-moss-800">
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
