import type { Metadata } from 'next';
import { ProductEditor } from '@/components/admin/ProductEditor';
import { PAGE_TITLE } from '@/components/admin/styles';
import { KeptInStore } from '@/components/admin/KeptInStore';
import { catalogueKeptInStore, ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerPage } from '@/lib/admin/guard';
import { BackLink } from '@/components/admin/BackLink';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'New product', robots: { index: false, follow: false } };

export default async function NewProductPage() {
  await requireOwnerPage();
  const store = catalogueKeptInStore();
  if (store) return <KeptInStore title="Products" store={store} what="products" />;
  const categories = await ownerCatalogueOrRefuse().listCategories();

  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href="/admin/products">All products</BackLink>
      <h1 className={PAGE_TITLE}>New product</h1>
      <p className="text-moss-800">Pictures are added once the product is saved.</p>
      <ProductEditor categories={categories.map(({ slug, name }) => ({ slug, name }))} />
    </div>
  );
}
