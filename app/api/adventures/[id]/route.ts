import { contentStore } from '@/lib/content/store';
import { toApiAdventure } from '@/lib/content/store/api-shape';
import { notFound } from '@/lib/errors';
import { keyParam } from '@/lib/http/parse';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** By id or by slug (API clients use the id; shared links use the slug). */
export const GET = route<Context>(async (_request, context) => {
  const id = keyParam((await context.params).id, 'adventure');
  const adventure = await contentStore().getAdventure(id);
  if (!adventure) throw notFound(`There is no adventure "${id.slice(0, 80)}".`);
  return json(toApiAdventure(adventure));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
