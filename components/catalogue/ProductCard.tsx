import Link from 'next/link';
import { SafeImage } from '@/components/ui/SafeImage';
import type { Product } from '@/lib/commerce/types';
import { cutText } from '@/lib/domain/text';
import { ProductBadges } from './ProductBadges';
import { ProductPrice } from './ProductPrice';
import { QuickAdd } from './QuickAdd';

interface ProductCardProps {
  product: Product;
  /** The first row of a page is above the fold: load those pictures first. */
  priority?: boolean;
  /** Spec 9: related cards show a description snippet cut at 120 characters. */
  snippetLength?: number;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, priority = false, snippetLength, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const href = `/products/${product.slug}`;
  const image = product.images[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-moss-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-moss-50">
        {image ? (
          <SafeImage
            src={image.url}
            alt={image.alt}
            fill
            priority={priority}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : null}
        <ProductBadges product={product} />
        {/* Spec 2: 'View Product' on hover; for keyboards and touch the name link does the same. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 hidden translate-y-full bg-moss-900/85 py-2 text-center text-sm font-semibold text-white transition-transform group-hover:translate-y-0 md:block"
        >
          View Product
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-moss-700">{product.category.name}</p>
        <Heading className="font-heading text-base leading-snug sm:text-lg text-moss-900">
          {/* The link covers the whole card (after:inset-0) so the picture is clickable too. */}
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-has-[a:focus-visible]:underline">
            {product.name}
          </Link>
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
