import { KEPT_IN_STORE_MESSAGE, type StoreAdmin } from '@/lib/commerce/woocommerce/store-admin';
import { LINK, PAGE_TITLE } from './styles';

/** An office section WooCommerce keeps: where to find it instead. */
export function KeptInStore({ title, store, what }: { title: string; store: StoreAdmin; what: 'orders' | 'products' }) {
  return (
    <section className="space-y-4">
      <h1 className={PAGE_TITLE}>{title}</h1>
      <p className="max-w-prose text-slate-800">{KEPT_IN_STORE_MESSAGE}</p>
      <p>
        <a href={store[what]} className={LINK}>
          Open {title.toLowerCase()} in WooCommerce
        </a>
      </p>
    </section>
  );
}
