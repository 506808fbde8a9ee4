import { ProductMissing } from '@/components/product/ProductMissing';

/** Spec 8: an unknown product answers 404 with its own message and a way back. */
export default function ProductNotFound() {
  return <ProductMissing />;
}
