import type { Metadata } from 'next';
import { BackLink } from '@/components/admin/BackLink';
import { DiscountEditor } from '@/components/admin/DiscountEditor';
import { KeptInStore } from '@/components/admin/KeptInStore';
import { PAGE_TITLE } from '@/components/admin/styles';
import { COUPONS_IN_STORE, discountsKeptInStore, discountTargets } from '@/lib/admin/discounts';
import { requireOwnerPage } from '@/lib/admin/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'New discount code', robots: { index: false, follow: false } };

export default async function NewDiscountPage() {
  await requireOwnerPage();
  const store = discountsKeptInStore();
  if (store) return <KeptInStore title="Discounts" store={store} what="coupons" lead={COUPONS_IN_STORE} />;
  const { categories, products } = await discountTargets();

  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href="/admin/discounts">All discount codes</BackLink>
      <h1 className={PAGE_TITLE}>New discount code</h1>
      <DiscountEditor categories={categories} products={products} />
    </div>
  );
}
