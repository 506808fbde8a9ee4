'use client';

import { useState } from 'react';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { OptionAttribute } from '@/lib/domain/product-options';

interface OptionSheetPickerProps {
  attribute: OptionAttribute;
  value: string | undefined;
  onChange: (option: string) => void;
}

/** On touch devices each attribute is one button that opens its options as a bottom-sheet list. */
export function OptionSheetPicker({ attribute, value, onChange }: OptionSheetPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex min-h-12 w-full items-center justify-between rounded-md border border-moss-700/40 bg-white px-4 text-left"
      >
        <span className="font-semibold text-moss-900">{attribute.name}</span>
        <span className={value ? 'text-slate-ink' : 'text-slate-600'}>{value ?? `Choose ${attribute.name.toLowerCase()}`}</span>
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={`Choose ${attribute.name}`} placement="bottom">
        <ul className="divide-y divide-moss-100">
          {attribute.options.map((option) => (
            <li key={option}>
              <button
                type="button"
                aria-pressed={value === option}
                onClick={() => {
                  onChange(option);
                  setOpen(false);
                }}
                className="flex min-h-12 w-full items-center justify-between px-2 text-left text-base aria-pressed:font-semibold aria-pressed:text-moss-900"
              >
                {option}
                {value === option ? <span aria-hidden="true">✓</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </ModalDialog>
    </div>
  );
}
