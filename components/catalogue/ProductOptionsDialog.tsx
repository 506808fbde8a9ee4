'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { useAddToCart } from '@/components/cart/useAddToCart';
import { OptionRadios } from '@/components/product/OptionRadios';
import { OptionSheetPicker } from '@/components/product/OptionSheetPicker';
import { PriceLabel } from '@/components/product/PriceLabel';
import { toastMissingOptions } from '@/components/product/missing-options-toast';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { SafeImage } from '@/components/ui/SafeImage';
import { useCoarsePointer } from '@/components/ui/useCoarsePointer';
import type { ApiVariation } from '@/lib/commerce';
import { fromApiVariation } from '@/lib/cart/from-api';
import { missingSelections, priceDisplay } from '@/lib/domain/product-options';
import { fetchJson } from '@/lib/http/client';
import type { QuickAddProduct } from './QuickAdd';

/** Choosing a product's options from the catalogue grid, then adding it to the cart. */
export function ProductOptionsDialog({ product, onClose }: { product: QuickAddProduct; onClose: () => void }) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const touch = useCoarsePointer();
  const groupId = useId();
  const { addToCart, pending } = useAddToCart();
  const { data, error, isLoading } = useSWR<ApiVariation[]>(`/api/products/${product.id}/variations`, fetchJson, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const variations = (data ?? []).map(fromApiVariation);
  const display = priceDisplay(product, variations, chosen);
  const soldOut = display.kind === 'exact' && !display.inStock;

  const choose = (name: string, option: string) => setChosen((current) => ({ ...current, [name]: option }));

  async function add() {
    const missing = missingSelections(product.attributes, chosen);
    if (missing.length) {
      toastMissingOptions(missing);
      return;
    }
    const added = await addToCart({
      productId: product.id,
      quantity: 1,
      selectedVariations: chosen,
    });
    if (added) onClose();
  }

  return (
    <ModalDialog open onClose={onClose} title={product.name}>
      <div className="space-y-5">
        <div className="flex items-center gap-4">
          {product.imageUrl ? (
            <SafeImage src={product.imageUrl} alt={product.imageAlt} width={96} height={96} className="h-24 w-24 rounded-md object-cover" />
          ) : null}
          <div aria-live="polite">
            {isLoading ? <span className="text-slate-700">Loading prices…</span> : <PriceLabel display={display} size="small" />}
          </div>
        </div>
        {error ? <p role="alert" className="text-tartan-700">We couldn’t load this product’s options. Please try again.</p> : null}
        <div className="space-y-4">
          {product.attributes.map((attribute) =>
            touch ? (
              <OptionSheetPicker key={attribute.name} attribute={attribute} value={chosen[attribute.name]} onChange={(option) => choose(attribute.name, option)} />
            ) : (
              <OptionRadios key={attribute.name} attribute={attribute} value={chosen[attribute.name]} onChange={(option) => choose(attribute.name, option)} groupId={groupId} />
            ),
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <IntentLink href={`/products/${product.slug}`} className="text-moss-800 underline underline-offset-2">
            View full details
          </IntentLink>
          <button
            type="button"
            onClick={add}
            disabled={pending || soldOut || Boolean(error)}
            className="inline-flex min-h-12 items-center justify-center rounded-md bg-moss-800 px-6 font-semibold text-white hover:bg-moss-900 disabled:cursor-not-allowed disabled:bg-slate-400 focus-ring"
          >
            {pending ? 'Adding…' : soldOut ? 'Out of Stock' : 'Add to Cart'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
