import { IntentLink } from '@/components/ui/IntentLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { SITE_SCENES } from '@/data/artwork/site-scenes';
import { describeCatalogueSize } from '@/lib/domain/catalogue-count';
import { primaryButton, sectionShell } from './styles';

const scene = SITE_SCENES.collectionBanner;

/** The full-collection call to action; `total` is the catalogue's real product count. */
export function CollectionBanner({ total }: { total: number }) {
  const size = total > 0 ? describeCatalogueSize(total, { one: 'Highland gift', other: 'Highland gifts' }) : null;
  return (
    <section aria-labelledby="home-banner-heading" className={sectionShell}>
      <div className="grid overflow-hidden rounded-xl bg-moss-900 text-cream-50 md:grid-cols-2">
        <div className="relative aspect-4/3 md:order-2 md:aspect-auto md:min-h-80">
          <SafeImage sourceWidth={scene.width} src={scene.src} alt={scene.alt} fill sizes="(min-width: 768px) 50vw, 100vw" className="absolute inset-0 h-full w-full object-cover" />
        </div>
        <div className="flex flex-col justify-center gap-4 p-8 sm:p-12">
          <h2 id="home-banner-heading" className="text-3xl font-bold text-cream-50 sm:text-4xl">
            {size ? `Explore the full collection: ${size}` : 'Explore the full collection'}
          </h2>
          <p className="text-lg text-cream-100">
            Every tartan, thistle and stag in one place. Search by name, filter by collection, or sort by price to find the one
            you have in mind.
          </p>
          <div>
            <IntentLink href="/products" className={primaryButton}>
              Browse all products
            </IntentLink>
          </div>
        </div>
      </div>
    </section>
  );
}
