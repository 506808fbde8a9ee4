import { requireOwnerApi } from '@/lib/admin/guard';
import { refuseWhenKeptInStore } from '@/lib/admin/kept-in-store';
import { orderDetail, performOrderAction } from '@/lib/admin/orders';
import { ownerOrderActionSchema } from '@/lib/forms/owner-orders';
import { requiredIdempotencyKey } from '@/lib/http/idempotency-key';
import { idParam, parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** One order whole: lines, addresses, payment, refunds and history. */
export const GET = route<Context>(async (request, context) => {
  await requireOwnerApi(request);
  refuseWhenKeptInStore('orders');
  return privateJson(await orderDetail(idParam((await context.params).id, 'order')));
});

/**
 * An action on the order: ship, out_for_delivery, deliver, cancel or refund (409 when its status
 * forbids it). A refund needs an Idempotency-Key header.
 */
export const POST = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  refuseWhenKeptInStore('orders');
  const id = idParam((await context.params).id, 'order');
  const body = await parseJsonBody(ownerOrderActionSchema, request);
  // A refund pays money out: a repeat of one (a retry, a double click) must answer with the first.
  const input =
    body.action === 'refund'
      ? { action: 'refund' as const, amountPence: body.amount, restock: body.restock, reason: body.reason, idempotencyKey: requiredIdempotencyKey(request, 'refund') }
      : body;
  return privateJson(await performOrderAction(owner, id, input));
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
