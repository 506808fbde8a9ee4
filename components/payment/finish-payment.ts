/**
 * After the provider says a payment succeeded: tell the shop (which checks with the provider itself;
 * a failure here is only logged, as the confirmation page checks again), thank the shopper, and show
 * the confirmation.
 */
import { toast } from '@/components/ui/toast';
import { mutate } from 'swr';
import { CART_KEY } from '@/components/cart/useAddToCart';
import { confirmationPath, type PayableOrder } from '@/lib/domain/order-links';
import { apiRequest } from '@/lib/http/client';

export async function finishPayment(order: PayableOrder, paymentIntentId: string, navigate: (path: string) => void): Promise<void> {
  try {
    await apiRequest('/api/update-order-payment', { method: 'POST', body: { orderId: order.id, paymentIntentId, status: 'processing' } });
  } catch (error) {
    console.error('Could not update the order after payment:', error);
  }
  // The server has taken the bought items out of the cart: let the badge and panel catch up.
  void mutate(CART_KEY);
  toast.success('Payment Successful', { description: 'Thank you for your Highland Home purchase!' });
  navigate(confirmationPath({ id: order.id, key: order.orderKey }, paymentIntentId));
}

export function paymentFailed(message: string): void {
  toast.error('Payment Failed', { description: message });
}

export function paymentError(): void {
  toast.error('Payment Error', { description: 'An unexpected error occurred. Please try again.' });
}
