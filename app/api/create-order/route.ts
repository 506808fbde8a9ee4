import { refreshOrderProducts } from '@/lib/cache/refresh-products';
import { commerce } from '@/lib/commerce';
import { toAddress } from '@/lib/commerce/api-shape';
import { createOrderSchema } from '@/lib/checkout/order-request';
import { penceToDecimal } from '@/lib/domain/money';
import { cartIdFrom } from '@/lib/http/cart-cookie';
import { ShopError } from '@/lib/errors';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';

/** A client's own name for a checkout: printable ASCII, long enough not to be guessed by accident. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

function idempotencyKeyFrom(request: Request): string | null {
  const key = request.headers.get('idempotency-key');
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new ShopError('invalid', 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 255 printable characters, without spaces.');
  return key;
}

export const POST = route(async (request) => {
  const idempotencyKey = idempotencyKeyFrom(request);
  const body = await parseJsonBody(createOrderSchema, request);
  const { order, reused } = await commerce().createOrder({
    cartId: cartIdFrom(request),
    idempotencyKey,
    lines: body.line_items.map((item) => ({
      productId: item.product_id,
      quantity: item.quantity,
      options: Object.fromEntries(item.meta_data.map(({ key, value }) => [key, String(value)])),
    })),
    shipping: toAddress(body.shipping),
    billing: toAddress(body.billing),
    paymentMethod: body.payment_method,
  });
  // Held stock changes what these products' pages show as in stock.
  if (!reused) refreshOrderProducts(order);
  return privateJson(
    { id: order.id, order_key: order.orderKey, status: order.status, total: penceToDecimal(order.totalPence) },
    { status: reused ? 200 : 201 },
  );
});
