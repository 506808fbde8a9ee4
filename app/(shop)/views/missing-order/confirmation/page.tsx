import { MissingOrderView, missingOrderMetadata } from '@/components/payment/MissingOrderView';
import { ConfirmationMissing } from '@/components/payment/OrderMissing';
import { CONFIRMATION_PAGE } from '@/lib/domain/order-links';

// The confirmation page for no order the visitor holds (proxy.ts rewrites it here): cached, with 404.
export const metadata = missingOrderMetadata('Order Not Found', CONFIRMATION_PAGE);

export default function MissingConfirmationPage() {
  return <MissingOrderView Copy={ConfirmationMissing} />;
}
