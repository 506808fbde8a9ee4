import { OrderPageMessage } from '@/components/payment/OrderPageMessage';

/** No order the visitor holds the key to: answered with 404, whatever the address claims. */
export default function OrderNotFound() {
  return (
    <OrderPageMessage
      page="Order Confirmation"
      centred
      title="Order Not Found"
      message="We couldn't find your order details. Please check your email for confirmation"
      action={{ href: '/', label: 'Return to Home' }}
    />
  );
}
