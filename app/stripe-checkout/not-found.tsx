import { OrderPageMessage } from '@/components/payment/OrderPageMessage';

/** No order the visitor holds the key to: answered with 404, saying nothing of which orders exist. */
export default function PaymentSessionNotFound() {
  return (
    <OrderPageMessage
      page="Secure Payment"
      title="Payment Session Not Found"
      message="We couldn’t find an order waiting for payment at this address. Please start again from checkout."
      action={{ href: '/checkout', label: 'Back to Checkout' }}
    />
  );
}
