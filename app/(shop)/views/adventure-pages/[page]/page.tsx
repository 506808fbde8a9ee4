import type { Metadata } from 'next';
import { AdventureListPage, adventureListMetadata } from '@/components/adventures/AdventureListPage';
import { adventurePageFromParams, NO_ADVENTURE_FILTERS } from '@/lib/domain/adventures';

// /adventures?page=… (rewritten here by next.config.mjs): each page of the full list cached like the
// first, rendered on its first request and again when the adventures change (docs/adr/0009).
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { page: string }[] {
  return [];
}

interface AdventurePagesProps {
  params: Promise<{ page: string }>;
}

// Parsed like the public URL, so the view forgives exactly what /adventures forgives.
const pageOf = async (params: AdventurePagesProps['params']) => adventurePageFromParams({ page: (await params).page });

export async function generateMetadata({ params }: AdventurePagesProps): Promise<Metadata> {
  return adventureListMetadata(NO_ADVENTURE_FILTERS, await pageOf(params));
}

export default async function AdventurePages({ params }: AdventurePagesProps) {
  return <AdventureListPage filters={NO_ADVENTURE_FILTERS} page={await pageOf(params)} />;
}
