import { AdventureListPage, adventureListMetadata } from '@/components/adventures/AdventureListPage';
import { NO_ADVENTURE_FILTERS } from '@/lib/domain/adventures';

// /adventures (rewritten here by next.config.mjs, lib/http/page-views.mjs): a cached page, rendered again when the adventures change
// or after five minutes (docs/adr/0009). Filtered views have their own path (lib/http/page-views.mjs).
// Deliberately no loading.tsx: a loading boundary streams the page, and streamed content is put in
// place by inline scripts, so without JavaScript the list would never appear (breaking the plain GET
// form), and an unknown adventure could only answer 200, not 404.
export const revalidate = 300;

export const metadata = adventureListMetadata(NO_ADVENTURE_FILTERS);

export default function AdventuresPage() {
  return <AdventureListPage filters={NO_ADVENTURE_FILTERS} />;
}
