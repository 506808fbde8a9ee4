/**
 * After the provider says a payment succeeded (spec 4): tell the shop (which checks with the
 * provider itself; a failure here is only logged, spec 7), thank the shopper, show the confirmation.
 */
import { toast } from '@/components/ui/toast';
import { mutate } from 'swr';
import { CART_KEY } from '@/components/cart/useAddToCart';
import type { PendingOrder } from '@/lib/checkout/pending-order';
import { apiRequest } from '@/lib/http/client';

/** Without a payment id it is Stripe's return URL: Stripe adds payment_intent when it sends the shopper back. */
export function confirmationPath(orderId: number, paymentIntentId?: string): string {
  const query = new URLSearchParams({ order_id: String(orderId), ...(paymentIntentId ? { payment_intent: paymentIntentId } : {}) });
  return `/order-success?${query}`;
}

export async function finishPayment(order: PendingOrder, paymentIntentId: string, navigate: (path: string) => void): Promise<void> {
  try {
    await apiRequest('/api/update-order-payment', { method: 'POST', body: { orderId: order.id, paymentIntentId, status: 'processing' } });
  } catch (error) {
    console.error('Could not update the order after payment:', error);
  }
  // The server has taken the bought items out of the cart: let the badge and panel catch up.
  void mutate(CART_KEY);
  toast.success('Payment Successful', { description: 'Thank you for your Highland Home purchase!' });
  navigate(confirmationPath(order.id, paymentIntentId));
}

export function paymentFailed(message: string): void {
  toast.error('Payment Failed', { description: message });
}

export function paymentError(): void {
  toast.error('Payment Error', { description: 'An unexpected error occurred. Please try again.' });
}
