import { commerce, toApiProduct, productQuerySchema } from '@/lib/commerce';
import { parseQuery } from '@/lib/http/parse';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const GET = route(async (request) => {
  const query = parseQuery(productQuerySchema, request.nextUrl.searchParams);
  const page = await commerce().listProducts(query);
  return json(page.products.map(toApiProduct), {
    headers: {
      'X-Total-Count': String(page.total),
      'X-Total-Pages': String(page.totalPages),
      'X-Page': String(page.page),
      'X-Per-Page': String(page.perPage),
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
