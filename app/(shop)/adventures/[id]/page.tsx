import type { Metadata } from 'next';
import { AdventureDetailPage, adventureMetadata } from '@/components/adventures/AdventureDetailPage';
import { DEFAULT_ADVENTURE_TAB } from '@/lib/domain/adventures';

// Cached per adventure, rendered on its first request and again when the adventures change or after
// five minutes (docs/adr/0009). Its other tabs have their own path (lib/http/page-views.mjs); tabs
// switch in place in the browser, so no client navigation ever needs this page to vary by query.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

interface AdventurePageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: AdventurePageProps): Promise<Metadata> {
  return adventureMetadata((await params).id);
}

export default async function AdventurePage({ params }: AdventurePageProps) {
  return <AdventureDetailPage idOrSlug={(await params).id} tab={DEFAULT_ADVENTURE_TAB} />;
}
