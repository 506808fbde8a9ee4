import { requireOwnerApi } from '@/lib/admin/guard';
import { refuseWhenKeptInStore } from '@/lib/admin/kept-in-store';
import { listOrdersForOwner } from '@/lib/admin/orders';
import { ORDERS_PER_PAGE, ownerOrderListSchema } from '@/lib/forms/owner-orders';
import { parseQuery } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** The owner's order list: filtered by status, searched by number, e-mail or name, newest first. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  refuseWhenKeptInStore('orders');
  const query = parseQuery(ownerOrderListSchema, request.nextUrl.searchParams);
  const result = await listOrdersForOwner({ ...query, perPage: ORDERS_PER_PAGE });
  return privateJson(result, { headers: { 'X-Total-Count': String(result.total), 'X-Total-Pages': String(result.totalPages) } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
