'use client';

import { ProductMissing } from '@/components/product/ProductMissing';

/** A product page that fails to load shows 'Highland Treasure Not Found' with a back link. */
export default function ProductError() {
  return <ProductMissing role="alert" />;
}
