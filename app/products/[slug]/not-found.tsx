import { ProductMissing } from '@/components/product/ProductMissing';

/** An unknown product answers 404 with its own message and a way back. */
export default function ProductNotFound() {
  return <ProductMissing />;
}
