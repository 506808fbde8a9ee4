import { ADVENTURE_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { AdventureGallery } from './AdventureGallery';
import { AdventureHeader } from './AdventureHeader';
import AdventureNotFound from './AdventureNotFound';
import { DetailsPanel, OverviewPanel, PlanVisitPanel } from './AdventurePanels';
import { AdventureSideCards } from './AdventureSideCards';
import { AdventureTabs } from './AdventureTabs';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { adventureMovedTo, getAdventure } from '@/lib/commerce';
import { adventurePath } from '@/lib/content/store/api-shape';
import { tabHref, type AdventureTab } from '@/lib/domain/adventures';
import { adventureBreadcrumbJsonLd, adventureJsonLd } from '@/lib/seo/adventure-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

/** An adventure's page in any tab; idOrSlug is the numeric id or the slug (the canonical URL uses the slug). */
export async function adventureMetadata(idOrSlug: string): Promise<Metadata> {
  const adventure = await getAdventure(idOrSlug);
  if (!adventure) return ADVENTURE_NOT_FOUND_METADATA;
  return pageMetadata({
    title: adventure.title,
    description: adventure.description,
    path: adventurePath(adventure.slug),
    type: 'article',
    shareCard: true,
  });
}

export async function AdventureDetailPage({ idOrSlug, tab }: { idOrSlug: string; tab: AdventureTab }) {
  const adventure = await getAdventure(idOrSlug);
  if (!adventure) {
    // An adventure the owner renamed: its earlier address (on any tab) answers 308 to the current one.
    const moved = await adventureMovedTo(idOrSlug);
    if (moved) permanentRedirect(tabHref(adventurePath(moved), tab));
    return (
      <NotFoundPage>
        <AdventureNotFound />
      </NotFoundPage>
    );
  }
  const path = adventurePath(adventure.slug);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={[adventureJsonLd(adventure), adventureBreadcrumbJsonLd(adventure)]} />
      <AdventureHeader adventure={adventure} path={path} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <AdventureTabs
          initialTab={tab}
          panels={{
            overview: <OverviewPanel adventure={adventure} />,
            details: <DetailsPanel adventure={adventure} />,
            gallery: <AdventureGallery images={adventure.images} title={adventure.title} />,
            plan: <PlanVisitPanel adventure={adventure} />,
          }}
        />
        <aside aria-label="About this adventure at a glance">
          <AdventureSideCards adventure={adventure} />
        </aside>
      </div>
    </div>
  );
}
