import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerApi } from '@/lib/admin/guard';
import { idParam } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** Takes the product out of the shop for good; its orders keep their lines. Archiving twice changes nothing. */
export const POST = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  return privateJson(await catalogue.archiveProduct(owner, idParam((await context.params).id, 'product')));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
