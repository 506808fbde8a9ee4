import type { Metadata } from 'next';
import { AdventureFilterForm } from '@/components/adventures/AdventureFilterForm';
import { AdventureResults } from '@/components/adventures/AdventureResults';
import { AdventuresHero } from '@/components/adventures/AdventuresHero';
import { listAdventures } from '@/lib/commerce/cached';
import { adventureFiltersFromParams, adventuresHref, facetCounts, filterAdventures, type AdventureFilters } from '@/lib/domain/adventures';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_SCENES } from '@/data/artwork/site-scenes';

// Adventures live in the database, which exists only at run time (docs/adr/0009): render per request from cached reads.
// Deliberately no loading.tsx here or above /adventures/[id]: a loading boundary streams the page, and
// streamed content is put in place by inline scripts, so without JavaScript the list would never
// appear (breaking the plain GET form), and an unknown adventure could only answer 200, not 404.
export const dynamic = 'force-dynamic';

interface AdventuresPageProps {
  searchParams: Promise<SearchParamsRecord>;
}

const TITLE = 'Scottish Adventures';
const scene = SITE_SCENES.adventures;

/**
 * Region, activity and difficulty views are landing pages worth indexing under their own canonical
 * URL; free-text searches are endless thin variations, so they are noindex (links still followed).
 */
function listMetadata(filters: AdventureFilters): Metadata {
  const narrowedBy = [filters.region, filters.activity, filters.difficulty ? `${filters.difficulty} walks` : null].filter(Boolean).join(', ');
  return pageMetadata({
    title: [filters.search ? `Search: ${filters.search}` : null, narrowedBy || null, TITLE].filter(Boolean).join(' | '),
    description: `Walking and heritage guides to Scotland${narrowedBy ? ` (${narrowedBy})` : ''}: where each adventure is, how hard it is, how long it takes, when to go and what to bring.`,
    path: adventuresHref(filters),
    image: { url: scene.src, alt: scene.alt, width: scene.width, height: scene.height },
    noIndex: filters.search !== '',
  });
}

export async function generateMetadata({ searchParams }: AdventuresPageProps): Promise<Metadata> {
  return listMetadata(adventureFiltersFromParams(await searchParams));
}

export default async function AdventuresPage({ searchParams }: AdventuresPageProps) {
  const filters = adventureFiltersFromParams(await searchParams);
  const adventures = await listAdventures();
  const shown = filterAdventures(adventures, filters);
  const counts = {
    region: facetCounts(adventures, filters, 'region'),
    activity: facetCounts(adventures, filters, 'activity'),
    difficulty: facetCounts(adventures, filters, 'difficulty'),
  };

  return (
    <>
      <AdventuresHero />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <AdventureFilterForm filters={filters} counts={counts} />
        <AdventureResults adventures={shown} total={adventures.length} />
      </div>
    </>
  );
}
