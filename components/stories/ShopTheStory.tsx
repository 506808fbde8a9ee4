import { IntentLink } from '@/components/ui/IntentLink';
import { ProductPrice } from '@/components/catalogue/ProductPrice';
import { SafeImage } from '@/components/ui/SafeImage';
import { cn } from '@/components/ui/cn';
import { PRODUCT_IMAGE_SIZE } from '@/data/artwork/sizes';
import type { Product } from '@/lib/commerce';
import { CARD_FOCUS } from './StoryCard';

/** The catalogue products a story mentions, so a reader can find the apron or the print it names. */
export function ShopTheStory({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="shop-the-story-heading" className="rounded-xl border border-moss-100 bg-white p-6">
      <h2 id="shop-the-story-heading" className="text-2xl font-semibold">
        Shop the story
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => {
          const image = product.images[0];
          return (
            <li key={product.id} className={cn('group relative flex items-center gap-4 rounded-lg border border-moss-100 p-3 hover:bg-moss-50', CARD_FOCUS)}>
              <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-moss-50">
                {image ? <SafeImage sourceWidth={PRODUCT_IMAGE_SIZE} src={image.url} alt={image.alt || product.name} fill sizes="80px" className="object-cover" /> : null}
              </div>
              <div className="min-w-0">
                <h3 className="font-heading text-base leading-snug">
                  <IntentLink
                    href={`/products/${product.slug}`}
                    className="card-link"
                  >
                    {product.name}
                  </IntentLink>
                </h3>
                <ProductPrice product={product} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
