import { storyForOwner, updateStory } from '@/lib/admin/content';
import { requireOwnerApi } from '@/lib/admin/guard';
import { toOwnerApiStory } from '@/lib/content/store/api-shape';
import { storyPatchSchema } from '@/lib/forms/owner-content';
import { parseJsonBody, slugParam } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ slug: string }> };

/** One story as the owner edits it, published or not, with its Markdown. */
export const GET = route<Context>(async (request, context) => {
  await requireOwnerApi(request);
  return privateJson(toOwnerApiStory(await storyForOwner(slugParam((await context.params).slug, 'story'))));
});

/** Any of the story's fields; `published: false` takes it down, a new `slug` leaves the old one redirecting. */
export const PATCH = route<Context>(async (request, context) => {
  const owner = await requireOwnerApi(request);
  const slug = slugParam((await context.params).slug, 'story');
  const change = await parseJsonBody(storyPatchSchema, request);
  return privateJson(toOwnerApiStory(await updateStory(owner, slug, change)));
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH');
