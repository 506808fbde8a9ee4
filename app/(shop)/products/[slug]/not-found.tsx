import { ProductMissing } from '@/components/product/ProductMissing';
import { PRODUCT_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata = PRODUCT_NOT_FOUND_METADATA;

/** An unknown product answers 404 with its own message and a way back. */
export default function ProductNotFound() {
  return <ProductMissing />;
}
