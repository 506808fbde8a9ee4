import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerApi } from '@/lib/admin/guard';
import { ownerCategoryPatchSchema } from '@/lib/forms/owner-catalogue';
import { idParam, parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** Rename, re-slug, describe, hide or show; `sortOrder` moves it to that place in the order (0 first). */
export const PATCH = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  const id = idParam((await context.params).id, 'category');
  const body = await parseJsonBody(ownerCategoryPatchSchema, request);
  return privateJson(await catalogue.updateCategory(owner, id, body));
});

/** Refused with 409 while it holds any product; the message says how many. */
export const DELETE = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  await catalogue.deleteCategory(owner, idParam((await context.params).id, 'category'));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
});

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
