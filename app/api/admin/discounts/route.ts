import { ownerDiscountsOrRefuse } from '@/lib/admin/discounts';
import { requireOwnerApi } from '@/lib/admin/guard';
import { discountCreateSchema, toApiDiscount } from '@/lib/domain/discount-draft';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** The owner's discount codes, newest first, each with its uses so far. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  const discounts = await ownerDiscountsOrRefuse().listDiscounts();
  return privateJson(discounts.map(toApiDiscount));
});

/** A new code: a percentage, an amount or free shipping, with any conditions; 201 with the code as stored. */
export const POST = route(async (request) => {
  const owner = await requireOwnerApi(request);
  const discounts = ownerDiscountsOrRefuse();
  const body = await parseJsonBody(discountCreateSchema, request);
  const created = await discounts.createDiscount(owner, body);
  return privateJson(toApiDiscount(created), { status: 201, headers: { Location: `/api/admin/discounts/${created.id}` } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
