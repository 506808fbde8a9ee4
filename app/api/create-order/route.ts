import { refreshOrderProducts } from '@/lib/cache/refresh-products';
import { consentedCampaign } from '@/lib/campaign-cookie';
import { commerce, toAddress, enforceStoreLimit, type CreateOrderInput } from '@/lib/commerce';
import { tryCode } from '@/lib/checkout/cart-discount';
import { createOrderSchema } from '@/lib/checkout/order-request';
import { penceToDecimal } from '@/lib/domain/money';
import { cartIdFrom } from '@/lib/http/cart-cookie';
import { discountCodeFrom } from '@/lib/http/discount-cookie';
import { idempotencyKeyFrom } from '@/lib/http/idempotency-key';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const POST = route(async (request) => {
  await enforceStoreLimit(request);
  const idempotencyKey = idempotencyKeyFrom(request);
  const body = await parseJsonBody(createOrderSchema, request);
  const input: CreateOrderInput = {
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
    // A code the client names wins; otherwise the cart's own. Either is checked again and priced by the back end.
    discountCode: body.coupon_lines[0]?.code ?? discountCodeFrom(request),
    // Only while the shopper still allows marketing cookies at checkout (docs/adr/0035).
    campaign: consentedCampaign(request.headers.get('cookie') ?? ''),
  };
  const { order, reused } = input.discountCode ? await tryCode(request, () => commerce().createOrder(input)) : await commerce().createOrder(input);
  // Held stock changes what these products' pages show as in stock.
  if (!reused) refreshOrderProducts(order);
  return privateJson(
    {
      id: order.id,
      order_key: order.orderKey,
      status: order.status,
      total: penceToDecimal(order.totalPence),
      discount_total: penceToDecimal(order.discount?.discountPence ?? 0),
      coupon_lines: order.discount ? [{ code: order.discount.code, discount: penceToDecimal(order.discount.discountPence) }] : [],
    },
    { status: reused ? 200 : 201 },
  );
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
