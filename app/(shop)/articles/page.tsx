import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/JsonLd';
import { StoriesHero } from '@/components/stories/StoriesHero';
import { StoryList } from '@/components/stories/StoryList';
import { listArticles } from '@/lib/commerce';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

// A cached page, rendered again when the stories change or after five minutes (docs/adr/0009).
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Highland Heritage Stories',
  description:
    'Stories of Scottish heritage: how tartan is woven, clans and septs, standing stones, Burns Night, crofting, Gaelic, whisky regions and the lighthouses of the coast.',
  path: '/articles',
});

export default async function StoriesPage() {
  const stories = await listArticles();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Articles', path: '/articles' },
        ])}
      />
      <StoriesHero />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <StoryList stories={stories} />
      </div>
    </>
  );
}
