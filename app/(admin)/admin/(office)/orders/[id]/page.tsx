import type { Metadata } from 'next';
import Link from 'next/link';
import { AddressBlock } from '@/components/admin/AddressBlock';
import { OrderActions } from '@/components/admin/OrderActions';
import { OrderStatusBadge } from '@/components/admin/OrderStatusBadge';
import { formatWhen, recordOr404 } from '@/components/admin/office-page';
import { LINK } from '@/components/admin/styles';
import { requireOwnerPage } from '@/lib/admin/guard';
import { orderDetail } from '@/lib/admin/orders';
import { CARRIERS } from '@/lib/domain/carriers';
import { discountAmountText, discountLabel, shippingText, showsDiscountRow } from '@/lib/domain/discount-display';
import { formatPounds, penceToDecimal } from '@/lib/domain/money';
import { allowedActions, refundablePence } from '@/lib/domain/order-actions';

export const dynamic = 'force-dynamic';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Order #${(await params).id.slice(0, 12)}` };
}

const when = (date: Date | null) => (date ? formatWhen(date) : '—');

export default async function OwnerOrderPage({ params }: { params: Params }) {
  await requireOwnerPage();
  const { order, history, refunds } = await recordOr404((await params).id, 'order', orderDetail);
  const facts: [string, string][] = [
    ['Placed', when(order.createdAt)],
    ['Paid', order.paidAt ? `${when(order.paidAt)} (${order.paymentProvider ?? 'card'} ${order.paymentIntentId ?? ''})` : 'Not paid'],
    ['Total', formatPounds(order.totalPence)],
    ['Discount code', order.discount ? order.discount.code : '—'],
    ['Refunded', formatPounds(order.refundedPence)],
    ['Carrier', order.carrier ?? '—'],
    ['Tracking number', order.trackingNumber ?? '—'],
    ['Shipped', when(order.shippedAt)],
    ['Out for delivery', when(order.outForDeliveryAt)],
    ['Delivered', when(order.deliveredAt)],
  ];

  return (
    <article className="space-y-8">
      <p>
        <Link href="/admin/orders" className={LINK}>
          All orders
        </Link>
      </p>
      <header className="flex flex-wrap items-center gap-4">
        <h1 className="text-3xl font-bold">Order #{order.id}</h1>
        <span data-testid="admin-order-status">
          <OrderStatusBadge status={order.status} />
        </span>
      </header>

      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-700">{term}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>

      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">Items</h2>
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-moss-100">
              <th scope="col" className="py-2 pr-4">Item</th>
              <th scope="col" className="py-2 pr-4 text-right">Quantity</th>
              <th scope="col" className="py-2 pr-4 text-right">Price</th>
              <th scope="col" className="py-2 text-right">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index} className="border-b border-moss-100/60">
                <td className="py-2 pr-4">
                  {line.name}
                  {Object.entries(line.selectedOptions).map(([name, option]) => (
                    <span key={name} className="block text-sm text-slate-700">
                      {name}: {option}
                    </span>
                  ))}
                  {line.discountPence > 0 ? (
                    <span className="block text-sm text-slate-700">
                      Share of the discount: {discountAmountText(line.discountPence)}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4 text-right">{line.quantity}</td>
                <td className="py-2 pr-4 text-right">{formatPounds(line.unitPricePence)}</td>
                <td className="py-2 text-right">{formatPounds(line.unitPricePence * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-1 pr-4 text-right font-normal">Subtotal</th>
              <td className="py-1 text-right">{formatPounds(order.subtotalPence)}</td>
            </tr>
            {showsDiscountRow(order.discount) ? (
              <tr>
                <th scope="row" colSpan={3} className="py-1 pr-4 text-right font-normal">
                  {discountLabel(order.discount.code)}
                </th>
                <td className="py-1 text-right" data-testid="admin-order-discount">
                  {discountAmountText(order.discount.discountPence)}
                </td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={3} className="py-1 pr-4 text-right font-normal">Shipping</th>
              <td className="py-1 text-right">{shippingText(order.shippingPence, order.discount, formatPounds(0))}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="py-1 pr-4 text-right">Total</th>
              <td className="py-1 text-right font-semibold">{formatPounds(order.totalPence)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-2">
          <h2 className="text-2xl font-semibold">Shipping address</h2>
          <AddressBlock address={order.shipping} />
        </div>
        <div className="space-y-2">
          <h2 className="text-2xl font-semibold">Billing address</h2>
          <AddressBlock address={order.billing} />
        </div>
      </section>

      <section className="space-y-3">
        <h2 className="text-2xl font-semibold">Actions</h2>
        <OrderActions orderId={order.id} actions={allowedActions(order)} refundable={penceToDecimal(refundablePence(order))} carriers={CARRIERS} />
      </section>

      {refunds.length > 0 ? (
        <section aria-labelledby="order-refunds" className="space-y-3">
          <h2 id="order-refunds" className="text-2xl font-semibold">
            Refunds
          </h2>
          <ul className="space-y-1">
            {refunds.map((refund) => (
              <li key={refund.id}>
                {when(refund.createdAt)}: {formatPounds(refund.amountPence)} by {refund.ownerEmail} ({refund.providerRefundId}){refund.restocked ? ', stock returned' : ''}
                {refund.reason ? `: ${refund.reason}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="order-history" className="space-y-3">
        <h2 id="order-history" className="text-2xl font-semibold">
          History
        </h2>
        <ol className="space-y-1">
          {history.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at.toISOString()}>{when(entry.at)}</time>: {entry.what} <span className="text-slate-700">({entry.by})</span>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
