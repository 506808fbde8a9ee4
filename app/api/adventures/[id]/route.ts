import { commerce } from '@/lib/commerce';
import { toApiAdventure } from '@/lib/commerce/content-shape';
import { notFound } from '@/lib/errors';
import { keyParam } from '@/lib/http/parse';
import { json, route } from '@/lib/http/route';

type Context = { params: Promise<{ id: string }> };

/** By id or by slug (API clients use the id; shared links use the slug). */
export const GET = route<Context>(async (_request, context) => {
  const id = keyParam((await context.params).id, 'adventure');
  const adventure = await commerce().getAdventure(id);
  if (!adventure) throw notFound(`There is no adventure "${id.slice(0, 80)}".`);
  return json(toApiAdventure(adventure));
});
