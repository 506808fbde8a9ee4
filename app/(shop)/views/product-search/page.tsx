import type { Metadata } from 'next';
import { CataloguePage, catalogueViewMetadata } from '@/components/catalogue/CataloguePage';
import { filtersFromParams, type SearchParamsRecord } from '@/lib/domain/catalogue-filters';

// /products with a search, a sort or several categories (rewritten here by next.config.mjs, lib/http/page-views.mjs): endless
// combinations, so rendered per request from the query (docs/adr/0009).
interface ProductSearchProps {
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ searchParams }: ProductSearchProps): Promise<Metadata> {
  return catalogueViewMetadata(filtersFromParams(await searchParams));
}

export default async function ProductSearchPage({ searchParams }: ProductSearchProps) {
  return <CataloguePage filters={filtersFromParams(await searchParams)} />;
}
