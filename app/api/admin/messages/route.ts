import { requireOwnerApi } from '@/lib/admin/guard';
import { listMessages } from '@/lib/admin/inbox';
import { MESSAGES_PER_PAGE, ownerMessageListSchema } from '@/lib/forms/owner-inbox';
import { parseQuery } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** The contact messages, newest first, optionally only those in one state. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  const query = parseQuery(ownerMessageListSchema, request.nextUrl.searchParams);
  const result = await listMessages({ ...query, perPage: MESSAGES_PER_PAGE });
  return privateJson(result, { headers: { 'X-Total-Count': String(result.total), 'X-Total-Pages': String(result.totalPages) } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
