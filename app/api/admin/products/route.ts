import { requireOwnerApi } from '@/lib/admin/guard';
import { refuseWhenKeptInStore } from '@/lib/admin/kept-in-store';
import { listProductsForOwner } from '@/lib/admin/catalogue';
import { PRODUCTS_PER_PAGE, ownerProductListSchema } from '@/lib/forms/owner-catalogue';
import { parseQuery } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';

/** The owner's product list, hidden products included, searched by name, in name order. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  refuseWhenKeptInStore('products');
  const query = parseQuery(ownerProductListSchema, request.nextUrl.searchParams);
  const result = await listProductsForOwner({ ...query, perPage: PRODUCTS_PER_PAGE });
  return privateJson(result, { headers: { 'X-Total-Count': String(result.total), 'X-Total-Pages': String(result.totalPages) } });
});
