import type { Metadata } from 'next';
import Link from 'next/link';
import { ProductEditor } from '@/components/admin/ProductEditor';
import { recordOr404 } from '@/components/admin/office-page';
import { PAGE_TITLE, TEXT_LINK } from '@/components/admin/styles';
import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerPage } from '@/lib/admin/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit product', robots: { index: false, follow: false } };

export default async function OwnerProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwnerPage();
  const catalogue = ownerCatalogueOrRefuse();
  const [product, categories] = await Promise.all([recordOr404((await params).id, 'product', (id) => catalogue.getProduct(id)), catalogue.listCategories()]);

  return (
    <div className="max-w-4xl space-y-6">
      <p>
        <Link href="/admin/products" className={TEXT_LINK}>
          All products
        </Link>
      </p>
      <h1 className={PAGE_TITLE}>{product.name}</h1>
      <p className="text-moss-800">
        {product.categoryName} · {product.type === 'simple' ? 'one price and stock' : `${product.variations.length} variations`} ·{' '}
        {product.archivedAt ? (
          'archived: kept only for its orders'
        ) : product.visible ? (
          <Link href={`/products/${product.slug}`} className={TEXT_LINK}>
            View in the shop
          </Link>
        ) : (
          'hidden from the shop'
        )}
      </p>
      <section aria-labelledby="pictures-heading" className="space-y-2">
        <h2 id="pictures-heading" className="text-xl font-semibold text-moss-900">
          Pictures
        </h2>
        {/* PICTURES: the pictures manager (components/admin/PictureManager.tsx) goes here, given product.id and product.images. */}
        <p className="text-moss-800">
          {product.images.length} {product.images.length === 1 ? 'picture' : 'pictures'}
          {product.images[0] ? `; the main one: ${product.images[0].alt}` : ''}
        </p>
      </section>
      {product.archivedAt ? null : <ProductEditor product={product} categories={categories.map(({ slug, name }) => ({ slug, name }))} />}
    </div>
  );
}
