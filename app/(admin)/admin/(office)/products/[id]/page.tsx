import type { Metadata } from 'next';
import Link from 'next/link';
import { PictureManager } from '@/components/admin/PictureManager';
import { ProductEditor } from '@/components/admin/ProductEditor';
import { recordOr404 } from '@/components/admin/office-page';
import { PAGE_TITLE, TEXT_LINK } from '@/components/admin/styles';
import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerPage } from '@/lib/admin/guard';
import { BackLink } from '@/components/admin/BackLink';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit product', robots: { index: false, follow: false } };

export default async function OwnerProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwnerPage();
  const catalogue = ownerCatalogueOrRefuse();
  const [product, categories] = await Promise.all([recordOr404((await params).id, 'product', (id) => catalogue.getProduct(id)), catalogue.listCategories()]);

  return (
    <div className="max-w-4xl space-y-6">
      <BackLink href="/admin/products">All products</BackLink>
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
      {product.archivedAt ? null : (
        <>
          <PictureManager endpoint={`/api/admin/products/${product.id}/pictures`} initialPictures={product.images.map(({ url, alt }) => ({ url, alt }))} />
          <ProductEditor product={product} categories={categories.map(({ slug, name }) => ({ slug, name }))} />
        </>
      )}
    </div>
  );
}
