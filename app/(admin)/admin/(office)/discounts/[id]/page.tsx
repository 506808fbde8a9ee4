import type { Metadata } from 'next';
import { BackLink } from '@/components/admin/BackLink';
import { DiscountEditor } from '@/components/admin/DiscountEditor';
import { DiscountSwitch } from '@/components/admin/DiscountSwitch';
import { KeptInStore } from '@/components/admin/KeptInStore';
import { recordOr404 } from '@/components/admin/office-page';
import { PAGE_TITLE } from '@/components/admin/styles';
import { COUPONS_IN_STORE, discountsKeptInStore, discountTargets, ownerDiscountsOrRefuse } from '@/lib/admin/discounts';
import { requireOwnerPage } from '@/lib/admin/guard';
import { describeConditions, discountState, toApiDiscount } from '@/lib/domain/discount-draft';
import { describeOffer } from '@/lib/domain/discounts';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit discount code', robots: { index: false, follow: false } };

export default async function OwnerDiscountPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwnerPage();
  const store = discountsKeptInStore();
  if (store) return <KeptInStore title="Discounts" store={store} what="coupons" lead={COUPONS_IN_STORE} />;
  const discounts = ownerDiscountsOrRefuse();
  const [discount, { categories, products }] = await Promise.all([recordOr404((await params).id, 'discount code', (id) => discounts.getDiscount(id)), discountTargets()]);

  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href="/admin/discounts">All discount codes</BackLink>
      <h1 className={`${PAGE_TITLE} font-mono`}>{discount.code}</h1>
      <p className="text-moss-800">
        {describeOffer(discount)} · conditions: {describeConditions(discount)} · used {discount.uses}
        {discount.usageLimit === null ? '' : ` of ${discount.usageLimit}`} {discount.uses === 1 ? 'time' : 'times'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p>
          <strong>{discountState(discount, new Date())}</strong>
          {discount.active ? '' : ': shoppers are told the shop does not recognise it.'}
        </p>
        <DiscountSwitch id={discount.id} code={discount.code} active={discount.active} />
      </div>
      <DiscountEditor discount={toApiDiscount(discount)} categories={categories} products={products} />
    </div>
  );
}
