'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { CONSENT_CATEGORIES, type Consent } from '@/lib/consent';
import { CATEGORY_COPY, ESSENTIAL_COPY } from './categories';

interface ConsentChoicesProps {
  initial: Consent;
  onSave: (consent: Consent) => void;
  /** Smaller type in the banner, where room is short. */
  compact?: boolean;
  /** Focus the first switch on mount: the banner's "Choose" button, which had focus, is gone. */
  focusFirst?: boolean;
}

const SWITCH = cx(
  'peer relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-moss-700 bg-white transition-colors',
  'before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-moss-700 before:transition-transform',
  'checked:bg-moss-700 checked:before:translate-x-5 checked:before:bg-white',
  'disabled:cursor-not-allowed disabled:opacity-70',
  FOCUS_RING,
);

function Row({ id, label, description, checked, disabled, onChange, compact, inputRef }: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  compact: boolean;
}) {
  return (
    <li className="flex items-start gap-3 py-2">
      {/* A checkbox drawn as a switch: native keyboard and form behaviour, announced as on/off. */}
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        role="switch"
        className={cx(SWITCH, 'mt-2')}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <div className="min-w-0">
        <label htmlFor={id} className={cx('inline-flex min-h-11 cursor-pointer items-center font-semibold', compact && 'text-sm')}>
          {label}
          {disabled ? <span className="ml-2 font-normal text-slate-700">(always on)</span> : null}
        </label>
        <p id={`${id}-description`} className={cx('text-slate-700', compact && 'text-sm')}>
          {description}
        </p>
      </div>
    </li>
  );
}

/** One switch per kind of non-essential cookie, with essential shown on and explained. */
export function ConsentChoices({ initial, onSave, compact = false, focusFirst = false }: ConsentChoicesProps) {
  const [choice, setChoice] = useState<Consent>(initial);
  const id = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(choice);
  }

  return (
    <form onSubmit={submit} aria-label="Cookie choices">
      <ul className="divide-y divide-moss-100">
        <Row id={`${id}-essential`} {...ESSENTIAL_COPY} checked disabled compact={compact} />
        {CONSENT_CATEGORIES.map((category, index) => (
          <Row
            key={category}
            inputRef={index === 0 ? first : undefined}
            id={`${id}-${category}`}
            {...CATEGORY_COPY[category]}
            checked={choice[category]}
            onChange={(checked) => setChoice((current) => ({ ...current, [category]: checked }))}
            compact={compact}
          />
        ))}
      </ul>
      <button type="submit" className={cx(BUTTON_PRIMARY, 'mt-3 w-full sm:w-auto')}>
        Save my choices
      </button>
    </form>
  );
}
