import type { Metadata } from 'next';
import { AdventureListPage, adventureListMetadata } from '@/components/adventures/AdventureListPage';
import { adventureFiltersFromParams, adventurePageFromParams } from '@/lib/domain/adventures';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';

// /adventures with a search or a filter (rewritten here by next.config.mjs, lib/http/page-views.mjs): rendered per request (docs/adr/0009).
interface AdventureSearchProps {
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ searchParams }: AdventureSearchProps): Promise<Metadata> {
  const params = await searchParams;
  return adventureListMetadata(adventureFiltersFromParams(params), adventurePageFromParams(params));
}

export default async function AdventureSearchPage({ searchParams }: AdventureSearchProps) {
  const params = await searchParams;
  return <AdventureListPage filters={adventureFiltersFromParams(params)} page={adventurePageFromParams(params)} />;
}
