import { contentStore } from '@/lib/content/store';
import { toApiAdventure } from '@/lib/content/store/api-shape';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const GET = route(async () => {
  const adventures = await contentStore().listAdventures();
  // The adventure list may be five minutes old (docs/product/rules.md#timing).
  return json(adventures.map(toApiAdventure), { headers: { 'Cache-Control': 'public, max-age=300' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
