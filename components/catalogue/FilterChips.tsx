import { IntentLink } from '@/components/ui/IntentLink';
import { catalogueHref, changeFilters, hasActiveFilters, type CatalogueFilters } from '@/lib/domain/catalogue-filters';

interface FilterChipsProps {
  filters: CatalogueFilters;
  categoryNames: Record<string, string>;
}

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-moss-700/40 bg-moss-50 px-4 text-sm text-moss-900 hover:bg-moss-100 focus-visible:outline-2 focus-visible:outline-moss-700';

/** Active filters as links that drop themselves: they work without JavaScript and can be crawled. */
export function FilterChips({ filters, categoryNames }: FilterChipsProps) {
  if (!hasActiveFilters(filters)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {filters.search ? (
        <IntentLink href={catalogueHref(changeFilters(filters, { search: '' }))} scroll={false} className={chip} aria-label={`Remove search: ${filters.search}`}>
          Search: “{filters.search}” <span aria-hidden="true">×</span>
        </IntentLink>
      ) : null}
      {filters.categories.map((slug) => (
        <IntentLink
          key={slug}
          href={catalogueHref(changeFilters(filters, { categories: filters.categories.filter((other) => other !== slug) }))}
          scroll={false}
          className={chip}
          aria-label={`Remove category: ${categoryNames[slug] ?? slug}`}
        >
          {categoryNames[slug] ?? slug} <span aria-hidden="true">×</span>
        </IntentLink>
      ))}
      <IntentLink href={catalogueHref(changeFilters(filters, { search: '', categories: [] }))} scroll={false} className="min-h-11 px-2 text-sm text-moss-800 underline underline-offset-2 inline-flex items-center">
        Clear all
      </IntentLink>
    </div>
  );
}
