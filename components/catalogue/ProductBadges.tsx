import { cn } from '@/components/ui/cn';
import { BADGE_LABELS, badgeTags, type BadgeTag } from '@/lib/domain/badges';
import { isOnSale, type Priced } from '@/lib/domain/pricing';

const BADGE_STYLES: Record<BadgeTag, string> = {
  new: 'bg-moss-800 text-white',
  bestseller: 'bg-gold-500 text-moss-900',
  limited: 'bg-heather-700 text-white',
  premium: 'bg-slate-ink text-cream-50',
};

const badge = 'picture-badge';

/** Sale and tag badges laid over a product picture's corner. */
export function ProductBadges({ product, inline = false }: { product: Priced & { tags: string[]; inStock: boolean }; inline?: boolean }) {
  const tags = badgeTags(product.tags);
  const onSale = isOnSale(product);
  if (!onSale && tags.length === 0 && product.inStock) return null;
  return (
    <ul className={inline ? 'flex flex-wrap gap-2' : 'pointer-events-none absolute left-2 top-2 flex flex-col items-start gap-1'} aria-label="Product highlights">
      {onSale ? <li className={cn(badge, 'bg-tartan-700 text-white')}>Sale</li> : null}
      {!product.inStock ? <li className={cn(badge, 'bg-slate-700 text-white')}>Sold out</li> : null}
      {tags.map((tag) => (
        <li key={tag} className={cn(badge, BADGE_STYLES[tag])}>
          {BADGE_LABELS[tag]}
        </li>
      ))}
    </ul>
  );
}
