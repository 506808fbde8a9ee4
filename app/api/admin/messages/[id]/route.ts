import { requireOwnerApi } from '@/lib/admin/guard';
import { openMessage, setMessageState } from '@/lib/admin/inbox';
import { ownerMessageStateSchema } from '@/lib/forms/owner-inbox';
import { idParam, parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** Opens a message: the owner has now read it, so a new one is marked read. */
export const GET = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  return privateJson(await openMessage(owner, idParam((await context.params).id, 'message')));
});

/** `{ state }`: marks the message new, read or answered. */
export const PATCH = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  const id = idParam((await context.params).id, 'message');
  const { state } = await parseJsonBody(ownerMessageStateSchema, request);
  return privateJson(await setMessageState(owner, id, state));
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH');
