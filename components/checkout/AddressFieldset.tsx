'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import { CHECKOUT_COUNTRIES, FIELD_LABELS, type AddressField } from '@/lib/domain/checkout';
import type { CheckoutFormValues } from './checkout-form';

type Prefix = 'shipping' | 'billing';

/** Browsers fill these in for the shopper (WCAG 1.3.5); billing gets its own section of them. */
const AUTOCOMPLETE: Record<AddressField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  address_1: 'address-line1',
  address_2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
  country: 'country',
  state: 'address-level1',
};

const INPUT_TYPE: Partial<Record<AddressField, string>> = { email: 'email', phone: 'tel' };

const LAYOUT: { field: AddressField; wide?: boolean }[] = [
  { field: 'first_name' },
  { field: 'last_name' },
  { field: 'email', wide: true },
  { field: 'phone', wide: true },
  { field: 'address_1', wide: true },
  { field: 'address_2', wide: true },
  { field: 'city' },
  { field: 'postcode' },
  { field: 'country' },
  { field: 'state' },
];

const inputClass = cx(
  'mt-1 block min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 py-2 text-base aria-[invalid=true]:border-tartan-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-tartan-700',
  FOCUS_RING,
);

interface AddressFieldsetProps {
  prefix: Prefix;
  legend: string;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
  required: readonly AddressField[];
  /** Billing has no e-mail of its own (docs/product/rules.md#order). */
  omit?: readonly AddressField[];
}

export function AddressFieldset({ prefix, legend, register, errors, required, omit = [] }: AddressFieldsetProps) {
  const fieldErrors = errors[prefix] as Partial<Record<AddressField, { message?: string }>> | undefined;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-heading text-2xl font-semibold text-moss-900">{legend}</legend>
      {LAYOUT.filter(({ field }) => !omit.includes(field)).map(({ field, wide }) => {
        const id = `${prefix}-${field}`;
        const message = fieldErrors?.[field]?.message;
        const isRequired = required.includes(field);
        const common = {
          id,
          autoComplete: `section-${prefix} ${prefix} ${AUTOCOMPLETE[field]}`,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? `${id}-error` : undefined,
          'aria-required': isRequired || undefined,
          className: inputClass,
          ...register(`${prefix}.${field}`),
        };
        return (
          <div key={field} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id} className="block font-semibold text-moss-900">
              {FIELD_LABELS[field]}
              {isRequired ? (
                <span aria-hidden="true" className="text-tartan-700">
                  {' '}
                  *
                </span>
              ) : (
                <span className="font-normal text-slate-700"> (optional)</span>
              )}
            </label>
            {field === 'country' ? (
              <select {...common}>
                {CHECKOUT_COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            ) : (
              <input type={INPUT_TYPE[field] ?? 'text'} {...common} />
            )}
            {message ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-tartan-700">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
