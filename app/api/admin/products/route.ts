import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerApi } from '@/lib/admin/guard';
import { PRODUCTS_PER_PAGE, ownerProductCreateSchema, ownerProductListSchema } from '@/lib/forms/owner-catalogue';
import { parseJsonBody, parseQuery } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** The owner's product list, hidden products included (archived ones with ?archived=only), searched by name, in name order. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  const query = parseQuery(ownerProductListSchema, request.nextUrl.searchParams);
  const result = await catalogue.listProducts({ ...query, perPage: PRODUCTS_PER_PAGE });
  return privateJson(result, { headers: { 'X-Total-Count': String(result.total), 'X-Total-Pages': String(result.totalPages) } });
});

/** A new product: simple (price, stock), or sold in variations (attributes, variations), 201 with the product as stored. */
export const POST = route(async (request) => {
  const owner = await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  const body = await parseJsonBody(ownerProductCreateSchema, request);
  const product = await catalogue.createProduct(owner, body);
  return privateJson(product, { status: 201, headers: { Location: `/api/admin/products/${product.id}` } });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
