import type { Metadata } from 'next';
import Link from 'next/link';
import { KeptInStore } from '@/components/admin/KeptInStore';
import { ListTable } from '@/components/admin/ListTable';
import { formatWhen } from '@/components/admin/office-page';
import { CELL, PAGE_TITLE, ROW, TEXT_LINK } from '@/components/admin/styles';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { COUPONS_IN_STORE, discountsKeptInStore, ownerDiscountsOrRefuse } from '@/lib/admin/discounts';
import { requireOwnerPage } from '@/lib/admin/guard';
import { describeConditions, discountState } from '@/lib/domain/discount-draft';
import { describeOffer } from '@/lib/domain/discounts';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Discounts', robots: { index: false, follow: false } };

function runs(startsAt: Date | null, endsAt: Date | null): string {
  if (!startsAt && !endsAt) return 'Always';
  if (!endsAt) return `From ${formatWhen(startsAt!)}`;
  if (!startsAt) return `Until ${formatWhen(endsAt)}`;
  return `${formatWhen(startsAt)} to ${formatWhen(endsAt)}`;
}

export default async function OwnerDiscountsPage() {
  await requireOwnerPage();
  const store = discountsKeptInStore();
  if (store) return <KeptInStore title="Discounts" store={store} what="coupons" lead={COUPONS_IN_STORE} />;
  const discounts = await ownerDiscountsOrRefuse().listDiscounts();
  const now = new Date();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className={PAGE_TITLE}>Discounts</h1>
        <Link href="/admin/discounts/new" className={BUTTON_PRIMARY}>
          New code
        </Link>
      </div>
      <p className="max-w-prose text-moss-800">Codes shoppers type in the cart, or bring in a link with ?code=. A code switched off is refused as one the shop does not know; its orders keep it.</p>
      {discounts.length ? (
        <ListTable columns={['Code', 'Offer', 'Conditions', { label: 'Uses', numeric: true }, 'State', 'Runs']} caption="Discount codes, newest first">
          {discounts.map((discount) => (
            <tr key={discount.id} className={ROW}>
              <th scope="row" className={`${CELL} font-normal`}>
                <Link href={`/admin/discounts/${discount.id}`} className={`${TEXT_LINK} font-mono`}>
                  {discount.code}
                </Link>
              </th>
              <td className={CELL}>{describeOffer(discount)}</td>
              <td className={CELL}>{describeConditions(discount)}</td>
              <td className={`${CELL} text-right`}>
                {discount.uses}
                {discount.usageLimit === null ? '' : ` of ${discount.usageLimit}`}
              </td>
              <td className={CELL}>{discountState(discount, now)}</td>
              <td className={CELL}>{runs(discount.startsAt, discount.endsAt)}</td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <p>No codes yet.</p>
      )}
    </div>
  );
}
