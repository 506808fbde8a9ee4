import { adventureForOwner, updateAdventure } from '@/lib/admin/content';
import { requireOwnerApi } from '@/lib/admin/guard';
import { toOwnerApiAdventure } from '@/lib/content/store/api-shape';
import { adventurePatchSchema } from '@/lib/forms/owner-content';
import { parseJsonBody, slugParam } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ slug: string }> };

/** One adventure as the owner edits it, published or not, with its Markdown. */
export const GET = route<Context>(async (request, context) => {
  await requireOwnerApi(request);
  return privateJson(toOwnerApiAdventure(await adventureForOwner(slugParam((await context.params).slug, 'adventure'))));
});

/** Any of the adventure's fields; `published: false` takes it down, a new `slug` leaves the old one redirecting. */
export const PATCH = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  const slug = slugParam((await context.params).slug, 'adventure');
  const change = await parseJsonBody(adventurePatchSchema, request);
  return privateJson(toOwnerApiAdventure(await updateAdventure(owner, slug, change)));
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH');
