import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerApi } from '@/lib/admin/guard';
import { ownerProductPatchSchema } from '@/lib/forms/owner-catalogue';
import { idParam, parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** One product with its variations, as the owner edits it. */
export const GET = route<Context>(async (request, context) => {
  await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  return privateJson(await catalogue.getProduct(idParam((await context.params).id, 'product')));
});

/**
 * Any field the shop shows: name, slug (the old one then redirects), description, category, tags,
 * regions, featured, visible, attributes; prices and stock as the product's own for a simple product
 * or under `variations` (by id, or new ones by their options); `removeVariations`; `archived: true`.
 */
export const PATCH = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  const id = idParam((await context.params).id, 'product');
  const body = await parseJsonBody(ownerProductPatchSchema, request);
  return privateJson(await catalogue.updateProduct(owner, id, body));
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH');
