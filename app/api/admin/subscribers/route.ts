import { requireOwnerApi } from '@/lib/admin/guard';
import { listSubscribers } from '@/lib/admin/subscribers';
import { SUBSCRIBERS_PER_PAGE, ownerSubscriberListSchema } from '@/lib/forms/owner-inbox';
import { parseQuery } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** Every newsletter address, newest first, unsubscribed ones included with the time they left. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  const query = parseQuery(ownerSubscriberListSchema, request.nextUrl.searchParams);
  const result = await listSubscribers({ ...query, perPage: SUBSCRIBERS_PER_PAGE });
  return privateJson(result, { headers: { 'X-Total-Count': String(result.total), 'X-Total-Pages': String(result.totalPages) } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
