import { AdventuresTeaser } from '@/components/home/AdventuresTeaser';
import { CollectionBanner } from '@/components/home/CollectionBanner';
import { CollectionCards } from '@/components/home/CollectionCards';
import { FeaturedProducts } from '@/components/home/FeaturedProducts';
import { Hero } from '@/components/home/Hero';
import { loadCollections, loadFeatured, loadFeaturedStories, loadRatingSummary } from '@/components/home/home-data';
import { SocialLinks } from '@/components/home/SocialLinks';
import { StoriesTeaser } from '@/components/home/StoriesTeaser';
import { TrustBadges } from '@/components/home/TrustBadges';
import { LazyNewsletterSignup } from '@/components/newsletter/LazyNewsletterSignup';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Metadata } from 'next';

// A cached page, rendered again when a product it shows changes or after five minutes (docs/adr/0009).
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Scottish Highland Gifts, Heritage Stories and Walking Guides',
  description:
    'Tartan aprons, engraved oak and glass chopping boards, phone cases, t-shirts, accessories and wall art inspired by the Scottish Highlands. Free UK delivery on every order.',
  path: '/',
  shareCard: true,
});

export default async function HomePage() {
  const [featured, collections, ratings, stories] = await Promise.all([loadFeatured(), loadCollections(), loadRatingSummary(), loadFeaturedStories()]);
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <Hero />
      <CollectionCards collections={collections} />
      <div className="below-fold">
        <CollectionBanner total={featured.total} />
      </div>
      <div className="below-fold">
        <FeaturedProducts products={featured.products} />
      </div>
      <div className="below-fold">
        <AdventuresTeaser />
      </div>
      <div className="below-fold">
        <StoriesTeaser stories={stories} />
      </div>
      <div className="below-fold">
        <SocialLinks />
        <TrustBadges ratings={ratings} />
        <div className="mx-auto max-w-7xl px-4 pt-16">
          <LazyNewsletterSignup />
        </div>
      </div>
    </>
  );
}
