'use client';

import { Suspense, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useAddToCart } from '@/components/cart/useAddToCart';
import { cx } from '@/components/ui/class-list';
import type { OptionAttribute } from '@/lib/domain/product-options';

// The options dialog (and its data fetching) loads only when a shopper first asks for it.
const { Component: ProductOptionsDialog } = lazyComponent(
  () => import('./ProductOptionsDialog'),
  (module) => module.ProductOptionsDialog,
);

export interface QuickAddProduct {
  id: number;
  slug: string;
  name: string;
  pricePence: number;
  regularPricePence: number | null;
  inStock: boolean;
  attributes: OptionAttribute[];
  imageUrl: string | null;
  imageAlt: string;
}

/** app/globals.css: one short class, as the button is on every card of a grid. */
const buttonClass = 'card-action';

/** A card's button: 'Add to Cart' for simple products, 'Select Options' (opening a dialog) otherwise. */
export function QuickAdd({ product }: { product: QuickAddProduct }) {
  const { addToCart, pending } = useAddToCart();
  const [dialogOpen, setDialogOpen] = useState(false);
  const hasOptions = product.attributes.length > 0;

  if (!product.inStock) {
    return (
      <button type="button" disabled className={cx(buttonClass, 'bg-slate-200 text-slate-700')}>
        Out of Stock
      </button>
    );
  }

  return (
    <>
      <button
        type="button"
        aria-label={`${hasOptions ? 'Select Options' : 'Add to Cart'}: ${product.name}`}
        disabled={pending}
        onClick={() => (hasOptions ? setDialogOpen(true) : addToCart({ productId: product.id, quantity: 1 }))}
        className={cx(buttonClass, 'bg-moss-800 text-white hover:bg-moss-900')}
      >
        {hasOptions ? 'Select Options' : pending ? 'Adding…' : 'Add to Cart'}
      </button>
      {hasOptions && dialogOpen ? (
        <Suspense fallback={null}>
          <ProductOptionsDialog product={product} onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
