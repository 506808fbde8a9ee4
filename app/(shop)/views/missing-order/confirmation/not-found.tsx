import type { Metadata } from 'next';
import { ConfirmationMissing } from '@/components/payment/OrderMissing';

// Next adds noindex to every 404 itself.
export const metadata: Metadata = { title: 'Order Not Found' };

/** No order the visitor holds the key to: answered with 404, whatever the address claims. */
export default function OrderNotFound() {
  return <ConfirmationMissing />;
}
