import type { Metadata } from 'next';
import Link from 'next/link';
import { Pager } from '@/components/admin/Pager';
import { pageQuery } from '@/components/admin/office-page';
import { CELL, INPUT, PAGE_TITLE, ROW, TEXT_LINK } from '@/components/admin/styles';
import { ListTable } from '@/components/admin/ListTable';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { CatalogueImportForm } from '@/components/admin/CatalogueImportForm';
import { catalogueKeptInStore, ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import type { OwnerPriced } from '@/lib/commerce';
import { KeptInStore } from '@/components/admin/KeptInStore';
import { requireOwnerPage } from '@/lib/admin/guard';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';
import { LOW_STOCK_UNITS } from '@/lib/domain/dashboard';
import { formatPounds } from '@/lib/domain/money';
import { PRODUCTS_PER_PAGE, ownerProductListSchema } from '@/lib/forms/owner-catalogue';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Products', robots: { index: false, follow: false } };

function Price({ item }: { item: Pick<OwnerPriced, 'regularPence' | 'salePence'> }) {
  if (item.salePence === null) return <>{formatPounds(item.regularPence)}</>;
  return (
    <>
      {formatPounds(item.salePence)} <s className="text-moss-700">{formatPounds(item.regularPence)}</s> <span className="sr-only">(on sale)</span>
    </>
  );
}

export default async function OwnerProductsPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  await requireOwnerPage();
  const store = catalogueKeptInStore();
  if (store) return <KeptInStore title="Products" store={store} what="products" />;
  const query = pageQuery(ownerProductListSchema, await searchParams);
  const { products, total, totalPages } = await ownerCatalogueOrRefuse().listProducts({ ...query, perPage: PRODUCTS_PER_PAGE });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className={PAGE_TITLE}>Products</h1>
        <Link href="/admin/products/new" className={BUTTON_PRIMARY}>
          New product
        </Link>
      </div>
      <form method="get" action="/admin/products" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="product-search" className="font-semibold">
            Search by name
          </label>
          <input id="product-search" name="search" type="search" defaultValue={query.search ?? ''} className={INPUT} />
        </div>
        {query.stock ? <input type="hidden" name="stock" value={query.stock} /> : null}
        {query.archived ? <input type="hidden" name="archived" value={query.archived} /> : null}
        <button type="submit" className={BUTTON_SECONDARY}>
          Search
        </button>
      </form>
      <p>
        {total} {total === 1 ? 'product' : 'products'}
        {query.search ? ` matching “${query.search}”` : ''}
        {query.stock === 'low' ? ` with ${LOW_STOCK_UNITS} or fewer left` : ''}
        {query.archived ? ' archived' : ''}
        {query.stock === 'low' || query.archived ? (
          <>
            {' '}
            <Link href="/admin/products" className={TEXT_LINK}>
              Show every product
            </Link>
          </>
        ) : (
          <>
            {' '}
            <Link href="/admin/products?archived=only" className={TEXT_LINK}>
              Show archived products
            </Link>
          </>
        )}
      </p>
      {products.length ? (
        <ListTable columns={['Product', 'Price', 'Stock', 'In the shop']}>
          {products.map((product) => (
            <tr key={product.id} className={ROW}>
              <th scope="row" className={`${CELL} font-normal`}>
                <Link href={`/admin/products/${product.id}`} className={TEXT_LINK}>
                  {product.name}
                </Link>
                <span className="block text-sm text-moss-700">{product.categoryName}</span>
                {product.variations.length ? (
                  <ul className="mt-1 text-sm text-moss-800">
                    {product.variations.map((variation) => (
                      <li key={variation.id}>
                        {variation.attributes.map((attribute) => attribute.option).join(', ')}: <Price item={variation} />, {variation.stock} in stock
                      </li>
                    ))}
                  </ul>
                ) : null}
              </th>
              <td className={CELL}>
                {product.type === 'variable' ? 'from ' : ''}
                <Price item={product} />
              </td>
              <td className={CELL}>{product.stock ?? product.variations.reduce((sum, variation) => sum + variation.stock, 0)}</td>
              <td className={CELL}>{product.archivedAt ? 'Archived' : product.visible ? 'Shown' : 'Hidden'}</td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <p>No products match that search.</p>
      )}
      <Pager path="/admin/products" query={{ search: query.search, stock: query.stock, archived: query.archived }} page={query.page} totalPages={totalPages} label="Product pages" />
      <section aria-labelledby="csv-heading" className="space-y-3 border-t border-moss-100 pt-6">
        <h2 id="csv-heading" className="text-xl font-semibold text-moss-900">
          Spreadsheet
        </h2>
        <p className="max-w-prose text-moss-800">
          Every product, one row per variation. Edit it and import it back: products are matched by slug; a file with any bad row changes nothing.
        </p>
        <p>
          <a href="/api/admin/products/export" download className={TEXT_LINK}>
            Download the products as CSV
          </a>
        </p>
        <CatalogueImportForm />
      </section>
    </div>
  );
}
