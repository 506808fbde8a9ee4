import type { Metadata } from 'next';
import { AdventureFilterForm } from './AdventureFilterForm';
import { AdventureResults } from './AdventureResults';
import { AdventuresHero } from './AdventuresHero';
import { listAdventures } from '@/lib/commerce';
import { adventuresHref, facetCounts, filterAdventures, pageOfAdventures, type AdventureFilters } from '@/lib/domain/adventures';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_SCENES } from '@/data/artwork/site-scenes';

const TITLE = 'Scottish Adventures';
const scene = SITE_SCENES.adventures;

/**
 * Region, activity and difficulty views are landing pages worth indexing under their own canonical
 * URL; free-text searches are endless thin variations, so they are noindex (links still followed).
 */
export function adventureListMetadata(filters: AdventureFilters, page = 1): Metadata {
  const narrowedBy = [filters.region, filters.activity, filters.difficulty ? `${filters.difficulty} walks` : null].filter(Boolean).join(', ');
  return pageMetadata({
    title: [filters.search ? `Search: ${filters.search}` : null, narrowedBy || null, page > 1 ? `Page ${page}` : null, TITLE].filter(Boolean).join(' | '),
    description: `Walking and heritage guides to Scotland${narrowedBy ? ` (${narrowedBy})` : ''}: where each adventure is, how hard it is, how long it takes, when to go and what to bring.`,
    path: adventuresHref(filters, page),
    image: { url: scene.src, alt: scene.alt, width: scene.width, height: scene.height },
    noIndex: filters.search !== '',
  });
}

/** /adventures in every view: the cached pages of the full list and the per-request filtered ones (docs/adr/0009). */
export async function AdventureListPage({ filters, page = 1 }: { filters: AdventureFilters; page?: number }) {
  const adventures = await listAdventures();
  const shown = pageOfAdventures(filterAdventures(adventures, filters), page);
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
        <AdventureResults found={shown} total={adventures.length} hrefFor={(other) => adventuresHref(filters, other)} />
      </div>
    </>
  );
}
