import { OrderPageMessage } from './OrderPageMessage';

/**
 * What the payment and confirmation pages say when the visitor holds no order at their address:
 * shown by the pages themselves (in the HTML, with status 404) and by their not-found boundaries.
 * Neither tells which orders exist.
 */
export function PaymentSessionMissing() {
  return (
    <OrderPageMessage
      page="Secure Payment"
      title="Payment Session Not Found"
      message="We couldn’t find an order waiting for payment at this address. Please start again from checkout."
      action={{ href: '/checkout', label: 'Back to Checkout' }}
    />
  );
}

export function ConfirmationMissing() {
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
