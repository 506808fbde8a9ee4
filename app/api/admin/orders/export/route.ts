import { requireOwnerApi } from '@/lib/admin/guard';
import { refuseWhenKeptInStore } from '@/lib/admin/kept-in-store';
import { ordersCsv } from '@/lib/admin/orders';
import { ownerOrderListSchema } from '@/lib/forms/owner-orders';
import { parseQuery } from '@/lib/http/parse';
import { route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** The orders the list's filters find (status, search, paid), each with its code and discount, as a CSV download. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  refuseWhenKeptInStore('orders');
  const { status, search, paid } = parseQuery(ownerOrderListSchema, request.nextUrl.searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await ordersCsv({ status, search, paid }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
      // Customers' names and addresses: no cache anywhere may keep it.
      'Cache-Control': 'private, no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
