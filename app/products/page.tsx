import type { Metadata } from 'next';
import { CataloguePage, catalogueViewMetadata } from '@/components/catalogue/CataloguePage';
import { DEFAULT_FILTERS } from '@/lib/domain/catalogue-filters';

// A cached page, rendered again when a product it shows changes or after five minutes (docs/adr/0009).
// Its other views (a category, a page, a search) have their own paths: lib/domain/page-views.ts.
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return catalogueViewMetadata(DEFAULT_FILTERS);
}

export default function ProductsPage() {
  return <CataloguePage filters={DEFAULT_FILTERS} />;
}
