import { createAdventure, listAdventuresForOwner } from '@/lib/admin/content';
import { requireOwnerApi } from '@/lib/admin/guard';
import { toOwnerApiAdventure } from '@/lib/content/store/api-shape';
import { adventureCreateSchema } from '@/lib/forms/owner-content';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** Every adventure, published or not, by title. */
export const GET = route(async (request) => {
  await requireOwnerApi(request);
  return privateJson((await listAdventuresForOwner()).map(toOwnerApiAdventure));
});

/** `{ title, description, body, location, region, difficulty, duration, … }`: a new adventure, 201 with its slug. */
export const POST = route(async (request) => {
  const owner = await requireOwnerApi(request);
  const fields = await parseJsonBody(adventureCreateSchema, request);
  return privateJson(toOwnerApiAdventure(await createAdventure(owner, fields)), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
