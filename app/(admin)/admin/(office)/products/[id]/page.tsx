import type { Metadata } from 'next';
import Link from 'next/link';
import { ProductEditForm } from '@/components/admin/ProductEditForm';
import { ProductPictures } from '@/components/admin/ProductPictures';
import { recordOr404 } from '@/components/admin/office-page';
import { PAGE_TITLE, TEXT_LINK } from '@/components/admin/styles';
import { productForOwner } from '@/lib/admin/catalogue';
import { requireOwnerPage } from '@/lib/admin/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit product', robots: { index: false, follow: false } };

export default async function OwnerProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwnerPage();
  const product = await recordOr404((await params).id, 'product', productForOwner);

  return (
    <div className="max-w-3xl space-y-6">
      <p>
        <Link href="/admin/products" className={TEXT_LINK}>
          All products
        </Link>
      </p>
      <h1 className={PAGE_TITLE}>{product.name}</h1>
      <p className="text-moss-800">
        {product.categoryName} · {product.type === 'simple' ? 'one price and stock' : `${product.variations.length} variations`} ·{' '}
        {product.visible ? (
          <Link href={`/products/${product.slug}`} className={TEXT_LINK}>
            View in the shop
          </Link>
        ) : (
          'hidden from the shop'
        )}
      </p>
      <ProductEditForm product={product} />
      <ProductPictures productId={product.id} />
    </div>
  );
}
