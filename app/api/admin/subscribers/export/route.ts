import { requireOwnerApi } from '@/lib/admin/guard';
import { subscribersCsv } from '@/lib/admin/subscribers';
import { route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** The addresses still subscribed, as a CSV download named for the day it was taken. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await subscribersCsv(), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      // A list of people's addresses: no cache anywhere may keep it.
      'Cache-Control': 'private, no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
