import type { StoreAdmin } from '@/lib/commerce';
import { LINK, PAGE_TITLE } from './styles';

/** An office section the back end's own admin keeps (the port's capabilities say which): where to find it instead. */
export function KeptInStore({ title, store, what, lead }: { title: string; store: StoreAdmin; what: 'orders' | 'products' | 'coupons'; lead?: string }) {
  return (
    <section className="space-y-4">
      <h1 className={PAGE_TITLE}>{title}</h1>
      {lead ? <p className="max-w-prose text-slate-800">{lead}</p> : null}
      <p className="max-w-prose text-slate-800">{store.notice}</p>
      <p>
        <a href={store[what]} className={LINK}>
          Open {title.toLowerCase()} in {store.name}
        </a>
      </p>
    </section>
  );
}
