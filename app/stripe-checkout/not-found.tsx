import { PaymentSessionMissing } from '@/components/payment/OrderMissing';

/** No order the visitor holds the key to: answered with 404, saying nothing of which orders exist. */
export default function PaymentSessionNotFound() {
  return <PaymentSessionMissing />;
}
