import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/product/Breadcrumb';
import { JsonLd } from '@/components/seo/JsonLd';
import { loadSitemapGroups } from '@/components/sitemap/sitemap-data';
import { SitemapGroups } from '@/components/sitemap/SitemapGroups';
import { FOCUS_RING } from '@/components/layout/focus';
import { cn } from '@/components/ui/cn';
import { SHOP_NAME } from '@/lib/site';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

// A cached page, rendered again when the catalogue's shape, the products it lists or the stories
// change, or after five minutes (docs/adr/0009).
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Sitemap',
  description: `Every page of ${SHOP_NAME}: the shop and its categories, heritage stories, Highland adventures, and help with delivery, returns and sizes.`,
  path: '/sitemap',
});

export default async function SitemapPage() {
  const groups = await loadSitemapGroups();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Sitemap', path: '/sitemap' },
        ])}
      />
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Sitemap' }]} />
      <header className="mb-8 mt-6">
        <h1 className="text-4xl font-bold md:text-5xl">Sitemap</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Find your way around {SHOP_NAME}. Search engines can read the same list as{' '}
          {/* A plain anchor: the XML is a file, not a page for the client router. */}
          <a href="/sitemap.xml" className={cn('font-semibold text-moss-800 underline underline-offset-2', FOCUS_RING)}>
            sitemap.xml
          </a>
          .
        </p>
      </header>
      <SitemapGroups groups={groups} />
    </div>
  );
}
