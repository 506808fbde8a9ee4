import { changeDiscount, ownerDiscountsOrRefuse } from '@/lib/admin/discounts';
import { requireOwnerApi } from '@/lib/admin/guard';
import { discountPatchSchema, toApiDiscount } from '@/lib/domain/discount-draft';
import { idParam, parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** One code, as the owner edits it. */
export const GET = route<Context>(async (request, context) => {
  await requireOwnerApi(request);
  const discounts = ownerDiscountsOrRefuse();
  return privateJson(toApiDiscount(await discounts.getDiscount(idParam((await context.params).id, 'discount code'))));
});

/** Any field of a new code, each optional, plus `active`: false switches the code off (shoppers are told it is unknown), true on again. */
export const PATCH = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  ownerDiscountsOrRefuse();
  const id = idParam((await context.params).id, 'discount code');
  const change = await parseJsonBody(discountPatchSchema, request);
  return privateJson(toApiDiscount(await changeDiscount(owner, id, change)));
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH');
