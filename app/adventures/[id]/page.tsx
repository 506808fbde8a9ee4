import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdventureGallery } from '@/components/adventures/AdventureGallery';
import { AdventureHeader } from '@/components/adventures/AdventureHeader';
import { DetailsPanel, OverviewPanel, PlanVisitPanel } from '@/components/adventures/AdventurePanels';
import { AdventureSideCards } from '@/components/adventures/AdventureSideCards';
import { AdventureTabs } from '@/components/adventures/AdventureTabs';
import { JsonLd } from '@/components/seo/JsonLd';
import { getAdventure } from '@/lib/commerce/cached';
import { adventurePath } from '@/lib/commerce/content-shape';
import { tabFromParam } from '@/lib/domain/adventures';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';
import { adventureBreadcrumbJsonLd, adventureJsonLd } from '@/lib/seo/adventure-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

// Adventures live in the database, which exists only at run time (docs/adr/0009): render per request from cached reads.
export const dynamic = 'force-dynamic';

interface AdventurePageProps {
  /** The numeric id or the slug; the canonical URL always uses the slug. */
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

/** Every generated adventure picture is 1200 x 675 (data/content/images.ts). */
const IMAGE_SIZE = { width: 1200, height: 675 };

export async function generateMetadata({ params }: AdventurePageProps): Promise<Metadata> {
  const adventure = await getAdventure((await params).id);
  if (!adventure) return { title: 'Adventure Not Found', robots: { index: false } };
  const hero = adventure.images[0];
  return pageMetadata({
    title: adventure.title,
    description: adventure.description,
    path: adventurePath(adventure.slug),
    type: 'article',
    ...(hero ? { image: { url: hero.url, alt: hero.alt, ...IMAGE_SIZE } } : {}),
  });
}

export default async function AdventurePage({ params, searchParams }: AdventurePageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const adventure = await getAdventure(id);
  if (!adventure) notFound();
  const path = adventurePath(adventure.slug);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={[adventureJsonLd(adventure), adventureBreadcrumbJsonLd(adventure)]} />
      <AdventureHeader adventure={adventure} path={path} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <AdventureTabs
          initialTab={tabFromParam(query.tab)}
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
