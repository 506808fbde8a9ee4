import type { Metadata } from 'next';
import { CollectionsPage, collectionsMetadata } from '@/components/collections/CollectionsPage';
import { regionFromParam } from '@/lib/domain/collections';
import { pageFromParam } from '@/lib/domain/pagination';

// /collections?region=…&page=… (rewritten here by next.config.mjs, lib/http/page-views.mjs): one cached page per region and page,
// rendered on its first request and again when a product it shows changes (docs/adr/0009).
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { region: string; page: string }[] {
  return [];
}

interface RegionViewProps {
  params: Promise<{ region: string; page: string }>;
}

async function viewOf(params: RegionViewProps['params']) {
  const { region, page } = await params;
  return { region: regionFromParam(region), page: pageFromParam(page) };
}

export async function generateMetadata({ params }: RegionViewProps): Promise<Metadata> {
  const { region, page } = await viewOf(params);
  return collectionsMetadata(region, page);
}

export default async function RegionViewPage({ params }: RegionViewProps) {
  return <CollectionsPage {...await viewOf(params)} />;
}
