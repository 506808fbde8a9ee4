import { IntentLink } from '@/components/ui/IntentLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { cn } from '@/components/ui/cn';
import { PRODUCT_IMAGE_SIZE } from '@/data/artwork/sizes';
import { sectionHeading, sectionShell } from './styles';

export interface HomeCollection {
  slug: string;
  name: string;
  href: string;
  blurb: string;
  /** How many products the collection holds; null when unknown. */
  productCount: number | null;
  /** A product from the collection, so the card shows what is really on the shelf. */
  image: { url: string; alt: string } | null;
}

function countLabel(count: number): string {
  return count === 1 ? '1 design' : `${count} designs`;
}

export function CollectionCards({ collections }: { collections: readonly HomeCollection[] }) {
  return (
    <section aria-labelledby="home-collections-heading" className={cn(sectionShell, 'py-16')}>
      <h2 id="home-collections-heading" className={sectionHeading}>
        Shop by collection
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">Six shelves to start from, each with its own corner of the Highlands.</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {collections.map((collection) => (
          <li key={collection.slug}>
            <article className="group card card-focus">
              <div className="relative aspect-4/3 overflow-hidden bg-moss-50">
                {collection.image ? (
                  <SafeImage
                    sourceWidth={PRODUCT_IMAGE_SIZE}
                    src={collection.image.url}
                    alt={collection.image.alt}
                    fill
                    sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="absolute inset-0 h-full w-full card-picture"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h3 className="text-2xl font-semibold">
                  {/* Stretched over the card so the picture is a target too, as on product cards. */}
                  <IntentLink
                    href={collection.href}
                    className="card-link"
                  >
                    {collection.name}
                  </IntentLink>
                </h3>
                <p className="text-slate-700">{collection.blurb}</p>
                <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-sm font-semibold text-moss-700">
                  {collection.productCount ? <p>{countLabel(collection.productCount)}</p> : null}
                  {/* The heading link already says where this goes; this is the visual cue. */}
                  <span aria-hidden="true" className="ml-auto underline underline-offset-2 group-hover:no-underline">
                    Shop {collection.name} →
                  </span>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
