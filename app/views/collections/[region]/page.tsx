import type { Metadata } from 'next';
import { CollectionsPage, collectionsMetadata } from '@/components/collections/CollectionsPage';
import { regionFromParam, REGION_IDS } from '@/lib/domain/collections';

// /collections?region=… (rewritten here by proxy.ts): one cached page per region (docs/adr/0009).
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams(): { region: string }[] {
  return REGION_IDS.map((region) => ({ region }));
}

interface RegionViewProps {
  params: Promise<{ region: string }>;
}

export async function generateMetadata({ params }: RegionViewProps): Promise<Metadata> {
  return collectionsMetadata(regionFromParam((await params).region));
}

export default async function RegionViewPage({ params }: RegionViewProps) {
  return <CollectionsPage region={regionFromParam((await params).region)} />;
}
