import { IntentLink } from '@/components/ui/IntentLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { PRODUCT_IMAGE_SIZE } from '@/data/artwork/sizes';
import type { Product } from '@/lib/commerce';
import { cutText } from '@/lib/domain/text';
import { ProductBadges } from './ProductBadges';
import { ProductPrice } from './ProductPrice';
import { QuickAdd } from './QuickAdd';

interface ProductCardProps {
  product: Product;
  /** The first row of a page is above the fold: load those pictures first. */
  priority?: boolean;
  /** Related cards show a description snippet cut at 120 characters. */
  snippetLength?: number;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, priority = false, snippetLength, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const href = `/products/${product.slug}`;
  const image = product.images[0];
  return (
    <article className="group card">
      <div className="relative aspect-square overflow-hidden bg-moss-50">
        {image ? (
          <SafeImage
            sourceWidth={PRODUCT_IMAGE_SIZE}
            src={image.url}
            alt={image.alt}
            fill
            priority={priority}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
            className="card-picture"
          />
        ) : null}
        <ProductBadges product={product} />
        {/* 'View Product' on hover; for keyboards and touch the name link does the same. */}
        <span
          aria-hidden="true"
          className="card-hover-label"
        >
          View Product
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="card-kicker">{product.category.name}</p>
        <Heading className="font-heading text-base leading-snug sm:text-lg text-moss-900">
          {/* The link covers the whole card (after:inset-0) so the picture is clickable too. */}
          <IntentLink href={href} className="card-link">
            {product.name}
          </IntentLink>
        </Heading>
        {snippetLength ? <p className="text-sm text-slate-700">{cutText(product.descriptionText, snippetLength)}</p> : null}
        <div className="mt-auto space-y-3">
          <ProductPrice product={product} />
          {/* Above the card-wide link so the button stays clickable. */}
          <div className="relative z-10">
            <QuickAdd
              product={{
                id: product.id,
                slug: product.slug,
                name: product.name,
                pricePence: product.pricePence,
                regularPricePence: product.regularPricePence,
                inStock: product.inStock,
                attributes: product.attributes,
                imageUrl: image?.url ?? null,
                imageAlt: image?.alt ?? product.name,
              }}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
