'use client';

import { useId, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import type { OwnerCategory } from '@/lib/commerce';
import { INPUT, LABEL, SMALL_BUTTON } from './styles';
import { useOwnerAction } from './useOwnerAction';

function CategoryRow({ category, index, last }: { category: OwnerCategory; index: number; last: number }) {
  const id = useId();
  const { run, busy } = useOwnerAction();
  const [name, setName] = useState(category.name);
  const path = `/api/admin/categories/${category.id}`;

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(path, { method: 'PATCH', body: { name } }, `Renamed to ${name}`);
  }

  return (
    <li className="space-y-3 border-b border-moss-100 py-4">
      <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-name`} className={LABEL}>
            Name of {category.name}
          </label>
          <input id={`${id}-name`} className={INPUT} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <button type="submit" className={SMALL_BUTTON} aria-label={`Rename ${category.name}`} disabled={busy || name.trim() === '' || name === category.name}>
          Rename
        </button>
      </form>
      <p className="text-sm text-moss-800">
        /products?category={category.slug} · {category.productCount} {category.productCount === 1 ? 'product' : 'products'} · {category.visible ? 'shown' : 'hidden from the shop'}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={SMALL_BUTTON} aria-label={`Move ${category.name} up`} disabled={busy || index === 0} onClick={() => void run(path, { method: 'PATCH', body: { sortOrder: index - 1 } }, `${category.name} moved up`)}>
          Up
        </button>
        <button type="button" className={SMALL_BUTTON} aria-label={`Move ${category.name} down`} disabled={busy || index === last} onClick={() => void run(path, { method: 'PATCH', body: { sortOrder: index + 1 } }, `${category.name} moved down`)}>
          Down
        </button>
        <button
          type="button"
          className={SMALL_BUTTON}
          aria-label={`${category.visible ? 'Hide' : 'Show'} ${category.name}`}
          disabled={busy}
          onClick={() => void run(path, { method: 'PATCH', body: { visible: !category.visible } }, category.visible ? `${category.name} hidden` : `${category.name} shown`)}
        >
          {category.visible ? 'Hide' : 'Show'}
        </button>
        <button
          type="button"
          className={SMALL_BUTTON}
          aria-label={`Delete ${category.name}`}
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Delete the category ${category.name}?`)) void run(path, { method: 'DELETE' }, `${category.name} deleted`);
          }}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/** The owner's categories in the shop's order: add, rename, move up or down, hide or show, delete an empty one. */
export function CategoryManager({ categories }: { categories: OwnerCategory[] }) {
  const id = useId();
  const { run, busy } = useOwnerAction();
  const [name, setName] = useState('');

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await run('/api/admin/categories', { method: 'POST', body: { name } }, `${name} added`)) setName('');
  }

  return (
    <div className="space-y-6">
      <form onSubmit={create} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-new`} className={LABEL}>
            New category name
          </label>
          <input id={`${id}-new`} className={INPUT} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </div>
        <button type="submit" className={BUTTON_PRIMARY} disabled={busy || name.trim() === ''}>
          Add category
        </button>
      </form>
      <ol aria-label="Categories in the shop's order">
        {categories.map((category, index) => (
          <CategoryRow key={`${category.id}-${category.name}-${category.sortOrder}-${category.visible}`} category={category} index={index} last={categories.length - 1} />
        ))}
      </ol>
    </div>
  );
}
