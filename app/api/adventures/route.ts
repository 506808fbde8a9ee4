import { commerce } from '@/lib/commerce';
import { toApiAdventure } from '@/lib/commerce/content-shape';
import { json, route } from '@/lib/http/route';

export const GET = route(async () => {
  const adventures = await commerce().listAdventures();
  // Spec 9: the adventure list may be five minutes old.
  return json(adventures.map(toApiAdventure), { headers: { 'Cache-Control': 'public, max-age=300' } });
});
