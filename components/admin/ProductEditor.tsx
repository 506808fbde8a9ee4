'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import type { OwnerProduct } from '@/lib/commerce';
import { REGIONS, type RegionId } from '@/lib/domain/collections';
import { penceToDecimal } from '@/lib/domain/money';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { useEditorSave } from './useEditorSave';
import { FIELD_ERROR as ERROR, FIELD_HINT as HINT, FormErrors, inputProps, LabelledField } from './FieldNotes';
import { INPUT, LABEL, SMALL_BUTTON } from './styles';

/** One priced row as the form holds it: the text typed, sent as it stands for the API to judge. */
interface Row {
  key: string;
  /** The stored variation's id; none for a row added here. */
  id?: number;
  values: string[];
  price: string;
  salePrice: string;
  stock: string;
}

export interface CategoryChoice {
  slug: string;
  name: string;
}

const FIELDS = ['name', 'slug', 'description', 'category', 'tags', 'regions', 'price', 'salePrice', 'stock', 'attributes', 'variations'];

let rowsMade = 0;
const rowKey = () => `row-${++rowsMade}`;

function rowsOf(product: OwnerProduct | undefined): Row[] {
  if (!product) return [{ key: rowKey(), values: [], price: '', salePrice: '', stock: '0' }];
  if (product.type === 'simple') {
    return [{ key: rowKey(), values: [], price: penceToDecimal(product.regularPence), salePrice: product.salePence === null ? '' : penceToDecimal(product.salePence), stock: String(product.stock ?? 0) }];
  }
  return product.variations.map((variation) => ({
    key: rowKey(),
    id: variation.id,
    values: variation.attributes.map((attribute) => attribute.option),
    price: penceToDecimal(variation.regularPence),
    salePrice: variation.salePence === null ? '' : penceToDecimal(variation.salePence),
    stock: String(variation.stock),
  }));
}

const stockOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : text);
const saleOf = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The owner's product form, for a new product and for every field of a stored one (docs/adr/0030):
 * sent to the API as typed, with each refusal shown by the field it names.
 */
export function ProductEditor({ product, categories }: { product?: OwnerProduct; categories: CategoryChoice[] }) {
  const id = useId();
  const router = useRouter();
  const { busy, setBusy, errors, save } = useEditorSave({ fields: FIELDS });
  const [name, setName] = useState(product?.name ?? '');
  const [slug, setSlug] = useState(product?.slug ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  const [category, setCategory] = useState(product?.categorySlug ?? categories[0]?.slug ?? '');
  const [tags, setTags] = useState(product?.tags.join(', ') ?? '');
  const [regions, setRegions] = useState<RegionId[]>(product?.regionsChosen ? product.regions : []);
  const [featured, setFeatured] = useState(product?.featured ?? false);
  const [visible, setVisible] = useState(product?.visible ?? true);
  const [options, setOptions] = useState<string[]>(product?.type === 'variable' ? product.attributes.map((attribute) => attribute.name) : []);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(product));
  const [removed, setRemoved] = useState<number[]>([]);
  const sold = options.length > 0 ? 'variations' : 'simple';
  const err = (field: string) => errors.byField[field];

  function setRow(key: string, change: Partial<Row>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }

  function addOption() {
    setOptions((current) => [...current, '']);
    setRows((current) => (options.length === 0 ? [{ key: rowKey(), values: [''], price: current[0]?.price ?? '', salePrice: current[0]?.salePrice ?? '', stock: current[0]?.stock ?? '0' }] : current.map((row) => (row.id ? row : { ...row, values: [...row.values, ''] }))));
  }

  function removeRow(row: Row) {
    if (row.id) setRemoved((current) => [...current, row.id!]);
    setRows((current) => current.filter((other) => other.key !== row.key));
  }

  function body(): Record<string, unknown> {
    const shared = {
      name,
      ...(slug.trim() ? { slug: slug.trim() } : {}),
      description,
      category,
      tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean),
      featured,
      visible,
    };
    const regionChoice = regions.length ? { regions } : product?.regionsChosen ? { regions: null } : {};
    if (sold === 'simple') {
      const [row] = rows;
      return { ...shared, ...regionChoice, price: row?.price.trim() ?? '', salePrice: saleOf(row?.salePrice ?? ''), stock: stockOf(row?.stock ?? '') };
    }
    const variations = rows.map((row) =>
      row.id
        ? { id: row.id, price: row.price.trim(), salePrice: saleOf(row.salePrice), stock: stockOf(row.stock) }
        : { attributes: Object.fromEntries(options.map((option, index) => [option.trim(), row.values[index]?.trim() ?? ''])), price: row.price.trim(), salePrice: saleOf(row.salePrice), stock: stockOf(row.stock) },
    );
    return { ...shared, ...regionChoice, attributes: options.map((option) => ({ name: option.trim(), options: [] })), variations, ...(removed.length ? { removeVariations: removed } : {}) };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save<OwnerProduct>({ collection: '/api/admin/products', page: '/admin/products', id: product?.id }, body(), (saved) => saved.name);
  }


  async function showPreview() {
    try {
      const { html } = await apiRequest<{ html: string }>('/api/admin/products/preview', { method: 'POST', body: { description } });
      setPreview(html);
    } catch {
      toast.error('No preview', { description: 'The preview could not be made just now.' });
    }
  }

  async function archive() {
    if (!product || !window.confirm(`Archive ${product.name}? It leaves the shop for good; its orders keep their lines.`)) return;
    setBusy(true);
    try {
      await apiRequest(`/api/admin/products/${product.id}/archive`, { method: 'POST' });
      toast.success(`${product.name} archived`);
      router.push('/admin/products');
    } catch (error) {
      toast.error('Not archived', { description: error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Please try again in a moment.' });
    } finally {
      setBusy(false);
    }
  }

  const input = (field: string, describedBy: string | undefined) => inputProps(`${id}-${field}`, err(field), describedBy);

  return (
    <form onSubmit={submit} className="space-y-6" noValidate aria-busy={busy}>
      <FormErrors messages={errors.general} />
      <LabelledField id={`${id}-name`} label="Name" error={err('name')}>
        {(describedBy) => <input {...input('name', describedBy)} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" required />}
      </LabelledField>
      <LabelledField id={`${id}-slug`} label="Address (slug)" hint={product ? 'Changing it leaves a permanent redirect from the old address.' : 'Leave empty to make it from the name.'} error={err('slug')}>
        {(describedBy) => <input {...input('slug', describedBy)} value={slug} onChange={(event) => setSlug(event.target.value)} autoComplete="off" spellCheck={false} />}
      </LabelledField>
      <LabelledField id={`${id}-description`} label="Description" hint="Markdown, or HTML: scripts and unsafe links are taken out." error={err('description')}>
        {(describedBy) => <textarea {...input('description', describedBy)} rows={8} value={description} onChange={(event) => setDescription(event.target.value)} />}
      </LabelledField>
      <div className="space-y-2">
        <button type="button" className={SMALL_BUTTON} onClick={() => void showPreview()}>
          Preview description
        </button>
        {preview !== null ? (
          <section aria-label="Description preview" className="prose max-w-none rounded-md border border-moss-100 p-4">
            {/* Rendered and sanitised by the server, exactly as the product page will show it. */}
            <div dangerouslySetInnerHTML={{ __html: preview }} />
          </section>
        ) : null}
      </div>
      <LabelledField id={`${id}-category`} label="Category" error={err('category')}>
        {(describedBy) => (
          <select {...input('category', describedBy)} value={category} onChange={(event) => setCategory(event.target.value)}>
            {categories.map((choice) => (
              <option key={choice.slug} value={choice.slug}>
                {choice.name}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField id={`${id}-tags`} label="Tags" hint="Separated by commas; search finds the product by them." error={err('tags')}>
        {(describedBy) => <input {...input('tags', describedBy)} value={tags} onChange={(event) => setTags(event.target.value)} autoComplete="off" />}
      </LabelledField>
      <fieldset className="rounded-md border border-moss-100 p-4" aria-describedby={`${id}-regions-hint`}>
        <legend className="px-1 font-semibold text-moss-900">Regions (collections)</legend>
        <p id={`${id}-regions-hint`} className={HINT}>
          None ticked: the shop places it by the words in its name, description and tags.
        </p>
        <div className="mt-2 flex flex-wrap gap-4">
          {REGIONS.map((region) => (
            <label key={region.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="size-5 accent-moss-800" checked={regions.includes(region.id)} onChange={(event) => setRegions((current) => (event.target.checked ? [...current, region.id] : current.filter((other) => other !== region.id)))} />
              {region.label}
            </label>
          ))}
        </div>
        {err('regions') ? <p className={ERROR}>{err('regions')}</p> : null}
      </fieldset>
      <div className="flex flex-wrap gap-6">
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" className="size-5 accent-moss-800" checked={featured} onChange={(event) => setFeatured(event.target.checked)} />
          Featured
        </label>
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" className="size-5 accent-moss-800" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
          Shown in the shop
        </label>
      </div>

      <fieldset className="space-y-4 rounded-md border border-moss-100 p-4">
        <legend className="px-1 font-semibold text-moss-900">Options, prices and stock</legend>
        {options.map((option, index) => (
          <div key={index} className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor={`${id}-option-${index}`} className={LABEL}>
                Option {index + 1} name
              </label>
              <input
                id={`${id}-option-${index}`}
                className={INPUT}
                value={option}
                placeholder="e.g. Size"
                disabled={rows.some((row) => row.id)}
                onChange={(event) => setOptions((current) => current.map((other, at) => (at === index ? event.target.value : other)))}
              />
            </div>
          </div>
        ))}
        {err('attributes') ? <p className={ERROR}>{err('attributes')}</p> : null}
        {options.length < 3 && !rows.some((row) => row.id) ? (
          <button type="button" className={SMALL_BUTTON} onClick={addOption}>
            Add an option (size, colour…)
          </button>
        ) : null}
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{sold === 'simple' ? 'Price and stock' : 'Variations'}</caption>
            <thead>
              <tr className="border-b-2 border-moss-700">
                {options.map((option, index) => (
                  <th key={index} scope="col" className="py-2 pr-2">
                    {option || `Option ${index + 1}`}
                  </th>
                ))}
                <th scope="col" className="py-2 pr-2">
                  Price (£)
                </th>
                <th scope="col" className="py-2 pr-2">
                  Sale price (£)
                </th>
                <th scope="col" className="py-2 pr-2">
                  Stock
                </th>
                {sold === 'variations' ? (
                  <th scope="col" className="py-2">
                    <span className="sr-only">Remove</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const label = sold === 'simple' ? '' : ` of variation ${index + 1}${row.values.some(Boolean) ? ` (${row.values.join(', ')})` : ''}`;
                const cell = (field: 'price' | 'salePrice' | 'stock', text: string, inputMode: 'decimal' | 'numeric') => {
                  const apiField = sold === 'simple' ? field : `variations.${index}.${field}`;
                  return (
                    <td className="py-2 pr-2 align-top">
                      <input
                        aria-label={`${text}${label}`}
                        className={INPUT}
                        inputMode={inputMode}
                        autoComplete="off"
                        value={row[field]}
                        aria-invalid={err(apiField) ? true : undefined}
                        aria-describedby={err(apiField) ? `${id}-${row.key}-${field}-error` : undefined}
                        onChange={(event) => setRow(row.key, { [field]: event.target.value })}
                      />
                      {err(apiField) ? (
                        <p id={`${id}-${row.key}-${field}-error`} className={ERROR}>
                          {err(apiField)}
                        </p>
                      ) : null}
                    </td>
                  );
                };
                return (
                  <tr key={row.key} className="border-b border-moss-100">
                    {options.map((option, at) => (
                      <td key={at} className="py-2 pr-2 align-top">
                        <input
                          aria-label={`${option || `Option ${at + 1}`} of variation ${index + 1}`}
                          className={INPUT}
                          value={row.values[at] ?? ''}
                          disabled={Boolean(row.id)}
                          onChange={(event) => setRow(row.key, { values: options.map((_, which) => (which === at ? event.target.value : (row.values[which] ?? ''))) })}
                        />
                      </td>
                    ))}
                    {cell('price', 'Price', 'decimal')}
                    {cell('salePrice', 'Sale price', 'decimal')}
                    {cell('stock', 'Stock', 'numeric')}
                    {sold === 'variations' ? (
                      <td className="py-2 align-top">
                        <button type="button" className={SMALL_BUTTON} onClick={() => removeRow(row)} disabled={rows.length === 1}>
                          Remove<span className="sr-only"> variation {index + 1}</span>
                        </button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {/* A simple product's figures show their refusals in their cells; what concerns the variations as a whole shows here. */}
        {(sold === 'simple' ? ['variations'] : ['price', 'salePrice', 'stock', 'variations']).some(err) ? (
          <p className={ERROR}>{(sold === 'simple' ? ['variations'] : ['price', 'salePrice', 'stock', 'variations']).map(err).filter(Boolean).join(' ')}</p>
        ) : null}
        {sold === 'variations' ? (
          <button type="button" className={SMALL_BUTTON} onClick={() => setRows((current) => [...current, { key: rowKey(), values: options.map(() => ''), price: current.at(-1)?.price ?? '', salePrice: '', stock: '0' }])}>
            Add a variation
          </button>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
          {busy ? 'Saving…' : product ? 'Save changes' : 'Create product'}
        </button>
        {product ? (
          <button type="button" className={BUTTON_SECONDARY} onClick={() => void archive()} disabled={busy}>
            Archive product
          </button>
        ) : null}
      </div>
    </form>
  );
}
