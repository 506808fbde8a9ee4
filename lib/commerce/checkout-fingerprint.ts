/**
 * The fingerprint that lets a retried checkout find the order its first submit made, on any back end
 * (docs/adr/0010): the client (its cart, or its Idempotency-Key), what it buys and where it goes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { checkoutFingerprintSource } from '@/lib/domain/checkout';
import type { ChosenLine } from './purchase-choice';
import type { CreateOrderInput } from './types';

/** Who is checking out, when the shop can tell: null for a client it cannot tell from any other. */
export function checkoutClient(cartId: string | null, idempotencyKey: string | null | undefined): string | null {
  return cartId ? `cart:${cartId}` : idempotencyKey ? `key:${idempotencyKey}` : null;
}

/** A client that cannot be told from any other gets a fingerprint no later submit can match. */
export function checkoutFingerprint(client: string | null, lines: readonly ChosenLine[], input: Pick<CreateOrderInput, 'shipping' | 'billing' | 'paymentMethod' | 'discountCode'>): string {
  return createHash('sha256')
    .update(
      checkoutFingerprintSource({
        client: client ?? `once:${randomBytes(16).toString('base64url')}`,
        lines: lines.map(({ item, quantity }) => ({ productId: item.productId, variationId: item.variationId, quantity })),
        shipping: input.shipping,
        billing: input.billing,
        paymentMethod: input.paymentMethod,
        discountCode: input.discountCode,
      }),
    )
    .digest('hex');
}
