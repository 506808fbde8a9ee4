'use client';

import { useId, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import type { OwnerProduct } from '@/lib/admin/catalogue';
import { penceToDecimal } from '@/lib/domain/money';
import type { OwnerProductPatchBody } from '@/lib/forms/owner-catalogue';
import { INPUT } from './styles';
import { useOwnerAction } from './useOwnerAction';

/** One priced item as the form holds it: the text typed, sent to the API as it stands. */
interface ItemFields {
  price: string;
  salePrice: string;
  stock: string;
}

function fieldsOf(item: { regularPence: number; salePence: number | null; stock: number | null }): ItemFields {
  return { price: penceToDecimal(item.regularPence), salePrice: item.salePence === null ? '' : penceToDecimal(item.salePence), stock: String(item.stock ?? 0) };
}

/**
 * The change to send: an empty sale price ends the sale, and prices go as typed for the API to judge.
 * Null when the stock is not a count, which JSON could not carry as typed.
 */
function changeOf(fields: ItemFields): { price: string; salePrice: string | null; stock: number } | null {
  const stock = fields.stock.trim();
  if (!/^\d{1,9}$/.test(stock)) return null;
  return { price: fields.price.trim(), salePrice: fields.salePrice.trim() === '' ? null : fields.salePrice.trim(), stock: Number(stock) };
}

function ItemInputs({ idPrefix, fields, onChange, legend }: { idPrefix: string; fields: ItemFields; onChange: (fields: ItemFields) => void; legend: string }) {
  const input = (name: keyof ItemFields, label: string, hint: string, inputMode: 'decimal' | 'numeric') => (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className="font-semibold">
        {label}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        inputMode={inputMode}
        autoComplete="off"
        className={INPUT}
        value={fields[name]}
        aria-describedby={`${idPrefix}-${name}-hint`}
        onChange={(event) => onChange({ ...fields, [name]: event.target.value })}
      />
      <p id={`${idPrefix}-${name}-hint`} className="mt-1 text-sm text-moss-700">
        {hint}
      </p>
    </div>
  );
  return (
    <fieldset className="grid gap-4 rounded-md border border-moss-100 p-4 sm:grid-cols-3">
      <legend className="px-1 font-semibold text-moss-900">{legend}</legend>
      {input('price', 'Regular price (£)', 'In pounds, e.g. 24.99', 'decimal')}
      {input('salePrice', 'Sale price (£)', 'Below the regular price; empty for no sale', 'decimal')}
      {input('stock', 'Stock', 'Units on the shelf, 0 or more', 'numeric')}
    </fieldset>
  );
}

/** The owner's edit of one product: its own prices and stock, or each variation's, and whether the shop shows it. */
export function ProductEditForm({ product }: { product: OwnerProduct }) {
  const id = useId();
  const { run, busy } = useOwnerAction();
  const [visible, setVisible] = useState(product.visible);
  const [own, setOwn] = useState(() => fieldsOf(product));
  const [variations, setVariations] = useState(() => new Map(product.variations.map((variation) => [variation.id, fieldsOf(variation)])));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = product.type === 'simple' ? [{ id: product.id, change: changeOf(own) }] : [...variations].map(([variationId, fields]) => ({ id: variationId, change: changeOf(fields) }));
    const ready = changes.flatMap(({ id: itemId, change }) => (change ? [{ id: itemId, ...change }] : []));
    if (ready.length < changes.length) {
      toast.error('Not saved', { description: 'Stock must be a whole number, 0 or more.' });
      return;
    }
    const body: OwnerProductPatchBody =
      product.type === 'simple' ? { visible, price: ready[0]!.price, salePrice: ready[0]!.salePrice, stock: ready[0]!.stock } : { visible, variations: ready };
    void run(`/api/admin/products/${product.id}`, { method: 'PATCH', body }, `${product.name} saved`);
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <div className="flex items-center gap-3">
        <input id={`${id}-visible`} type="checkbox" className="size-5 accent-moss-800" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        <label htmlFor={`${id}-visible`} className="font-semibold">
          Shown in the shop
        </label>
      </div>
      {product.type === 'simple' ? (
        <ItemInputs idPrefix={`${id}-own`} legend="Price and stock" fields={own} onChange={setOwn} />
      ) : (
        product.variations.map((variation) => (
          <ItemInputs
            key={variation.id}
            idPrefix={`${id}-${variation.id}`}
            legend={variation.attributes.map((attribute) => `${attribute.name}: ${attribute.option}`).join(', ')}
            fields={variations.get(variation.id)!}
            onChange={(fields) => setVariations((current) => new Map(current).set(variation.id, fields))}
          />
        ))
      )}
      <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
        {busy ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
