import { requireOwnerApi } from '@/lib/admin/guard';
import { refuseWhenKeptInStore } from '@/lib/admin/kept-in-store';
import { productForOwner, updateProduct } from '@/lib/admin/catalogue';
import { ownerProductPatchSchema } from '@/lib/forms/owner-catalogue';
import { idParam, parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';

type Context = { params: Promise<{ id: string }> };

/** One product with its variations, as the owner edits it. */
export const GET = route<Context>(async (request, context) => {
  await requireOwnerApi(request);
  refuseWhenKeptInStore('products');
  return privateJson(await productForOwner(idParam((await context.params).id, 'product')));
});

/** Prices, stock and visibility: the product's own for a simple product, under `variations` for a variable one. */
export const PATCH = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  refuseWhenKeptInStore('products');
  const id = idParam((await context.params).id, 'product');
  const body = await parseJsonBody(ownerProductPatchSchema, request);
  return privateJson(await updateProduct(owner, id, body));
});
