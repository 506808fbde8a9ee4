import type { Metadata } from 'next';
import { AdventureDetailPage, adventureMetadata } from '@/components/adventures/AdventureDetailPage';
import { tabFromParam } from '@/lib/domain/adventures';

// /adventures/{id}?tab=… (rewritten here by next.config.mjs, lib/http/page-views.mjs): each tab cached like the adventure's page (docs/adr/0009).
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { id: string; tab: string }[] {
  return [];
}

interface AdventureTabProps {
  params: Promise<{ id: string; tab: string }>;
}

export async function generateMetadata({ params }: AdventureTabProps): Promise<Metadata> {
  return adventureMetadata((await params).id);
}

export default async function AdventureTabPage({ params }: AdventureTabProps) {
  const { id, tab } = await params;
  return <AdventureDetailPage idOrSlug={id} tab={tabFromParam(tab)} />;
}
