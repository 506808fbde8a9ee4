import Link from 'next/link';
import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';

/** No order the visitor holds the key to: answered with 404, saying nothing of which orders exist. */
export default function PaymentSessionNotFound() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-8 text-4xl font-bold">Secure Payment</h1>
      <CatalogueMessage title="Payment Session Not Found" message="We couldn’t find an order waiting for payment at this address. Please start again from checkout.">
        <Link href="/checkout" className={BUTTON_PRIMARY}>
          Back to Checkout
        </Link>
      </CatalogueMessage>
    </div>
  );
}
