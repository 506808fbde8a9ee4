'use client';

import { useId, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import type { ApiDiscount } from '@/lib/domain/discount-draft';
import type { DiscountKind } from '@/lib/domain/discounts';
import { fromShopClock, toShopClock } from '@/lib/domain/shop-clock';
import { useEditorSave } from './useEditorSave';
import { FIELD_ERROR as ERROR, FIELD_HINT as HINT, FormErrors, inputProps, LabelledField } from './FieldNotes';

export interface DiscountChoice {
  id: number;
  name: string;
}

const FIELDS = ['code', 'kind', 'value', 'minimumSpend', 'startsAt', 'endsAt', 'usageLimit', 'oncePerCustomer', 'categories', 'products'];

const KINDS: { kind: DiscountKind; label: string }[] = [
  { kind: 'percent', label: 'A percentage off' },
  { kind: 'amount', label: 'An amount off' },
  { kind: 'free_shipping', label: 'Free shipping' },
];

/** Ticked ids from a list of choices, as a fieldset of checkboxes that scrolls when the list is long. */
function Choices({ id, legend, choices, chosen, onChange, error }: { id: string; legend: string; choices: DiscountChoice[]; chosen: number[]; onChange: (ids: number[]) => void; error?: string }) {
  return (
    <fieldset className="rounded-md border border-moss-100 p-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 font-semibold text-moss-900">{legend}</legend>
      <ul className="max-h-64 space-y-1 overflow-y-auto">
        {choices.map((choice) => (
          <li key={choice.id}>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="size-5 accent-moss-800" checked={chosen.includes(choice.id)} onChange={(event) => onChange(event.target.checked ? [...chosen, choice.id] : chosen.filter((other) => other !== choice.id))} />
              {choice.name}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A form's date-time as the API takes it: the shop's clock made an instant, or the text as typed for the API to refuse by name. */
const momentOf = (text: string) => (text.trim() === '' ? null : (fromShopClock(text)?.toISOString() ?? text));
const limitOf = (text: string) => (text.trim() === '' ? null : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : text);

/**
 * The owner's discount code form, for a new code and for every field of a stored one (docs/adr/0034):
 * sent to the API as typed, with each refusal shown by the field it names.
 */
export function DiscountEditor({ discount, categories, products }: { discount?: ApiDiscount; categories: DiscountChoice[]; products: DiscountChoice[] }) {
  const id = useId();
  // A code in use is refused in the shopper's words, without the field's name: it is the code's.
  const { busy, errors, save } = useEditorSave({ fields: FIELDS, conflictField: 'code' });
  const [code, setCode] = useState(discount?.code ?? '');
  const [kind, setKind] = useState<DiscountKind>(discount?.kind ?? 'percent');
  const [value, setValue] = useState(discount?.value ?? '');
  const [minimumSpend, setMinimumSpend] = useState(discount?.minimumSpend ?? '');
  const [startsAt, setStartsAt] = useState(discount?.startsAt ? toShopClock(new Date(discount.startsAt)) : '');
  const [endsAt, setEndsAt] = useState(discount?.endsAt ? toShopClock(new Date(discount.endsAt)) : '');
  const [usageLimit, setUsageLimit] = useState(discount?.usageLimit?.toString() ?? '');
  const [oncePerCustomer, setOncePerCustomer] = useState(discount?.oncePerCustomer ?? false);
  const [chosenCategories, setChosenCategories] = useState<number[]>(discount?.categories ?? []);
  const [chosenProducts, setChosenProducts] = useState<number[]>(discount?.products ?? []);
  const err = (field: string) => errors.byField[field];

  /** A new code leaves out what is empty; a stored one sends null, which clears it. */
  function body(): Record<string, unknown> {
    const all = {
      code: code.trim(),
      kind,
      ...(kind === 'free_shipping' ? {} : { value: value.trim() }),
      minimumSpend: minimumSpend.trim() === '' ? null : minimumSpend.trim(),
      startsAt: momentOf(startsAt),
      endsAt: momentOf(endsAt),
      usageLimit: limitOf(usageLimit),
      oncePerCustomer,
      categories: chosenCategories,
      products: chosenProducts,
    };
    return discount ? all : Object.fromEntries(Object.entries(all).filter(([, field]) => field !== null));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save<ApiDiscount>({ collection: '/api/admin/discounts', page: '/admin/discounts', id: discount?.id }, body(), (saved) => saved.code);
  }

  const input = (field: string, describedBy: string | undefined) => inputProps(`${id}-${field}`, err(field), describedBy);

  return (
    <form onSubmit={submit} className="space-y-6" noValidate aria-busy={busy}>
      <FormErrors messages={errors.general} />
      <LabelledField id={`${id}-code`} label="Code" hint="3 to 32 letters, digits, - or _. Shoppers may type it in any case." error={err('code')}>
        {(describedBy) => <input {...input('code', describedBy)} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" spellCheck={false} required />}
      </LabelledField>
      <fieldset className="rounded-md border border-moss-100 p-4" aria-describedby={err('kind') ? `${id}-kind-error` : undefined}>
        <legend className="px-1 font-semibold text-moss-900">What it gives</legend>
        <div className="flex flex-wrap gap-4">
          {KINDS.map((choice) => (
            <label key={choice.kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-kind`} className="size-5 accent-moss-800" value={choice.kind} checked={kind === choice.kind} onChange={() => setKind(choice.kind)} />
              {choice.label}
            </label>
          ))}
        </div>
        {err('kind') ? (
          <p id={`${id}-kind-error`} className={ERROR}>
            {err('kind')}
          </p>
        ) : null}
      </fieldset>
      {kind === 'free_shipping' ? null : (
        <LabelledField
          id={`${id}-value`}
          label={kind === 'percent' ? 'Percentage off' : 'Amount off (£)'}
          hint={kind === 'percent' ? 'From 0.01 to 100, e.g. 10 for 10% off the items it is for.' : 'In pounds, e.g. 5.00. It never takes an item below £0.'}
          error={err('value')}
        >
          {(describedBy) => <input {...input('value', describedBy)} value={value} onChange={(event) => setValue(event.target.value)} inputMode="decimal" autoComplete="off" required />}
        </LabelledField>
      )}
      <LabelledField id={`${id}-minimumSpend`} label="Minimum spend (£)" hint="The cart's items must come to this before the code applies. Empty for none." error={err('minimumSpend')}>
        {(describedBy) => <input {...input('minimumSpend', describedBy)} value={minimumSpend} onChange={(event) => setMinimumSpend(event.target.value)} inputMode="decimal" autoComplete="off" />}
      </LabelledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField id={`${id}-startsAt`} label="Starts" hint="UK time. Empty: from now." error={err('startsAt')}>
          {(describedBy) => <input {...input('startsAt', describedBy)} type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} />}
        </LabelledField>
        <LabelledField id={`${id}-endsAt`} label="Ends" hint="UK time. Empty: no end." error={err('endsAt')}>
          {(describedBy) => <input {...input('endsAt', describedBy)} type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />}
        </LabelledField>
      </div>
      <LabelledField id={`${id}-usageLimit`} label="Usage limit" hint="Uses in all, by every shopper. Empty for no limit." error={err('usageLimit')}>
        {(describedBy) => <input {...input('usageLimit', describedBy)} value={usageLimit} onChange={(event) => setUsageLimit(event.target.value)} inputMode="numeric" autoComplete="off" />}
      </LabelledField>
      <div>
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" className="size-5 accent-moss-800" checked={oncePerCustomer} onChange={(event) => setOncePerCustomer(event.target.checked)} aria-describedby={`${id}-once-hint`} />
          One use per customer
        </label>
        <p id={`${id}-once-hint`} className={HINT}>
          Counted by the order&apos;s e-mail address.
        </p>
      </div>
      <div className="space-y-3">
        <p className={HINT}>None ticked: the code is for everything in the shop. Ticked: an item qualifies when its category or the product itself is ticked.</p>
        <Choices id={`${id}-categories`} legend="Only for these categories" choices={categories} chosen={chosenCategories} onChange={setChosenCategories} error={err('categories')} />
        <Choices id={`${id}-products`} legend="Only for these products" choices={products} chosen={chosenProducts} onChange={setChosenProducts} error={err('products')} />
      </div>
      <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
        {discount ? 'Save changes' : 'Create code'}
      </button>
    </form>
  );
}
