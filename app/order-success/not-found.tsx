import { ConfirmationMissing } from '@/components/payment/OrderMissing';

/** No order the visitor holds the key to: answered with 404, whatever the address claims. */
export default function OrderNotFound() {
  return <ConfirmationMissing />;
}
