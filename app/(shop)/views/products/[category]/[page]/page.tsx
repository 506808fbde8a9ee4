import type { Metadata } from 'next';
import { CataloguePage, catalogueViewMetadata } from '@/components/catalogue/CataloguePage';
import { DEFAULT_FILTERS, filtersFromParams, type CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { ALL_CATEGORIES } from '@/lib/http/page-views.mjs';

// /products?category=…&page=… (rewritten here by next.config.mjs, lib/http/page-views.mjs): cached per category and page, rendered on
// first request and again when a product it shows changes (docs/adr/0009).
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { category: string; page: string }[] {
  return [];
}

interface CatalogueViewProps {
  params: Promise<{ category: string; page: string }>;
}

async function filtersOf(params: CatalogueViewProps['params']): Promise<CatalogueFilters> {
  const { category, page } = await params;
  // Parsed like the public URL, so the view forgives exactly what /products forgives.
  const parsed = filtersFromParams({ category: category === ALL_CATEGORIES ? '' : category, page });
  return { ...DEFAULT_FILTERS, categories: parsed.categories, page: parsed.page };
}

export async function generateMetadata({ params }: CatalogueViewProps): Promise<Metadata> {
  return catalogueViewMetadata(await filtersOf(params), { shareCard: true });
}

export default async function CatalogueViewPage({ params }: CatalogueViewProps) {
  return <CataloguePage filters={await filtersOf(params)} />;
}
