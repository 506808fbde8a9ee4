import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerApi } from '@/lib/admin/guard';
import { ownerCategoryCreateSchema } from '@/lib/forms/owner-catalogue';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** Every category in the shop's order, hidden ones included, each with how many products it holds. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  return privateJson(await ownerCatalogueOrRefuse().listCategories());
});

/** A new category, last in the order; its slug is made from its name when left out. */
export const POST = route(async (request) => {
  const owner = await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  const body = await parseJsonBody(ownerCategoryCreateSchema, request);
  return privateJson(await catalogue.createCategory(owner, body), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
