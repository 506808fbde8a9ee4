import type { Metadata } from 'next';
import { PaymentSessionMissing } from '@/components/payment/OrderMissing';

// Next adds noindex to every 404 itself.
export const metadata: Metadata = { title: 'Payment Session Not Found' };

/** No order the visitor holds the key to: answered with 404, saying nothing of which orders exist. */
export default function PaymentSessionNotFound() {
  return <PaymentSessionMissing />;
}
