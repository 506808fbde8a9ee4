import type { Metadata } from 'next';
import { CategoryManager } from '@/components/admin/CategoryManager';
import { KeptInStore } from '@/components/admin/KeptInStore';
import { PAGE_TITLE } from '@/components/admin/styles';
import { catalogueKeptInStore, ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { requireOwnerPage } from '@/lib/admin/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Categories', robots: { index: false, follow: false } };

export default async function OwnerCategoriesPage() {
  await requireOwnerPage();
  const store = catalogueKeptInStore();
  if (store) return <KeptInStore title="Categories" store={store} what="products" />;
  const categories = await ownerCatalogueOrRefuse().listCategories();

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className={PAGE_TITLE}>Categories</h1>
      <p className="max-w-prose text-moss-800">The shop lists its categories in this order, in the catalogue&apos;s filter, on /api/categories and in the sitemap. A hidden category leaves them all; its products stay in the shop.</p>
      <CategoryManager categories={categories} />
    </div>
  );
}
