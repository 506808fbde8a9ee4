import { MissingOrderView, missingOrderMetadata } from '@/components/payment/MissingOrderView';
import { PaymentSessionMissing } from '@/components/payment/OrderMissing';
import { PAYMENT_PAGE } from '@/lib/domain/order-links';

// The payment page for no order the visitor holds (proxy.ts rewrites it here): cached, with 404.
export const metadata = missingOrderMetadata('Payment Session Not Found', PAYMENT_PAGE);

export default function MissingPaymentPage() {
  return <MissingOrderView Copy={PaymentSessionMissing} />;
}
