import { requireOwnerApi } from '@/lib/admin/guard';
import { unsubscribe } from '@/lib/admin/subscribers';
import { idParam } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** Takes the address off the newsletter list; it stays listed here, marked unsubscribed. */
export const POST = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  return privateJson(await unsubscribe(owner, idParam((await context.params).id, 'subscriber')));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
