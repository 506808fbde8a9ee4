import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerApi } from '@/lib/admin/guard';
import { route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** Every product that is not archived, one row per variation (docs/adr/0030), as a CSV download named for the day. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  const catalogue = ownerCatalogueOrRefuse();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await catalogue.exportCsv(), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
