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
            <span className="option-chip">
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
