import { createStory, listStoriesForOwner } from '@/lib/admin/content';
import { requireOwnerApi } from '@/lib/admin/guard';
import { toOwnerApiStory } from '@/lib/content/store/api-shape';
import { storyCreateSchema } from '@/lib/forms/owner-content';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** Every story, published or not, newest first. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  return privateJson((await listStoriesForOwner()).map(toOwnerApiStory));
});

/** `{ title, excerpt, body, published?, slug?, featured?, keywords?, productSlugs? }`: a new story, 201 with its slug. */
export const POST = route(async (request) => {
  const owner = await requireOwnerApi(request);
  const fields = await parseJsonBody(storyCreateSchema, request);
  return privateJson(toOwnerApiStory(await createStory(owner, fields)), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
