import { IntentLink } from '@/components/ui/IntentLink';

export interface Crumb {
  name: string;
  href?: string;
}

/** Home / Products / name: the last crumb is the current page and not a link. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-slate-700">
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <IntentLink href={item.href} className="text-moss-800 underline-offset-2 hover:underline">
                {item.name}
              </IntentLink>
            ) : (
              <span aria-current="page" className="font-semibold text-moss-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
