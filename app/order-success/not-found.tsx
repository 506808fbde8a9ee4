import Link from 'next/link';
import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';

/** No order the visitor holds the key to: answered with 404, whatever the address claims. */
export default function OrderNotFound() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-8 text-center text-4xl font-bold">Order Confirmation</h1>
      <CatalogueMessage title="Order Not Found" message="We couldn't find your order details. Please check your email for confirmation">
        <Link href="/" className={BUTTON_PRIMARY}>
          Return to Home
        </Link>
      </CatalogueMessage>
    </div>
  );
}
