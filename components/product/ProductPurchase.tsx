'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddToCart } from '@/components/cart/useAddToCart';
import { clampQuantity, quantityLimitNote } from '@/lib/domain/line-quantity';
import {
  choiceFromParams,
  choiceToParams,
  chosenItem,
  missingSelections,
  priceDisplay,
  type ChoosableProduct,
  type PricedVariation,
} from '@/lib/domain/product-options';
import { OptionRadios } from './OptionRadios';
import { PriceLabel } from './PriceLabel';
import { QuantityStepper } from './QuantityStepper';
import { toastMissingOptions } from './missing-options-toast';

export interface PurchasableProduct extends ChoosableProduct {
  id: number;
  name: string;
}

interface ProductPurchaseProps {
  product: PurchasableProduct;
  variations: PricedVariation[];
}

function queryOfPage(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The detail page's price, options, quantity and Add to Cart, with the choice mirrored in the URL. */
export function ProductPurchase({ product, variations }: ProductPurchaseProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const optionsRef = useRef<HTMLDivElement>(null);
  const groupId = useId();
  const { addToCart, pending } = useAddToCart();

  const display = priceDisplay(product, variations, chosen);
  // The product, or the variation every chosen option names; until then, no stock is known.
  const item = chosenItem(product, variations, chosen);
  const soldOut = !product.inStock || item?.inStock === false;
  const stock = item?.stockQuantity;
  // A quantity chosen for one size stays within the stock of the next size chosen.
  const units = clampQuantity(quantity, stock);

  // The page is cached without its query (docs/adr/0009), so a shared link's choice (?size=large) is
  // read once the page runs, and checked against the product's options like any other choice.
  useEffect(() => {
    const fromLink = choiceFromParams(product.attributes, Object.fromEntries(queryOfPage()));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only readable after hydration
    if (Object.keys(fromLink).length) setChosen(fromLink);
  }, [product.attributes]);

  function choose(name: string, option: string) {
    const next = { ...chosen, [name]: option };
    setChosen(next);
    // replace, not push: choosing a size is not a page the back button should step through.
    const query = choiceToParams(product.attributes, next, queryOfPage()).toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  async function add() {
    const missing = missingSelections(product.attributes, chosen);
    if (missing.length) {
      toastMissingOptions(missing);
      optionsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    await addToCart({
      productId: product.id,
      quantity: units,
      ...(product.attributes.length ? { selectedVariations: chosen } : {}),
    });
  }

  return (
    <div className="space-y-6">
      <div aria-live="polite" data-testid="product-price">
        <PriceLabel display={display} />
      </div>
      <p className={soldOut ? 'font-semibold text-tartan-700' : 'font-semibold text-moss-700'}>{soldOut ? 'Out of stock' : 'In stock'}</p>

      {product.attributes.length > 0 ? (
        <div ref={optionsRef} id="product-options" className="scroll-mt-24 space-y-4">
          {product.attributes.map((attribute) => (
            <OptionRadios
              key={attribute.name}
              attribute={attribute}
              value={chosen[attribute.name]}
              onChange={(option) => choose(attribute.name, option)}
              groupId={groupId}
            />
          ))}
        </div>
      ) : null}

      <div className="space-y-2">
        <div className="flex flex-wrap items-end gap-4">
          <QuantityStepper value={units} stock={stock} onChange={setQuantity} />
          <button
            type="button"
            onClick={add}
            disabled={soldOut || pending}
            className="buy-button focus-ring"
          >
            {pending ? 'Adding…' : soldOut ? 'Out of Stock' : 'Add to Cart'}
          </button>
        </div>
        {/* Why the quantity will go no higher ('Only 3 in stock.'). */}
        <p aria-live="polite" className="font-semibold text-moss-700">
          {quantityLimitNote(units, stock)}
        </p>
      </div>
    </div>
  );
}
