import type { Metadata } from 'next';
import Link from 'next/link';
import { AttributionTables } from '@/components/admin/AttributionTables';
import { DashboardFigure } from '@/components/admin/DashboardFigure';
import { ListTable } from '@/components/admin/ListTable';
import { CELL, LINK, PAGE_TITLE, ROW, TEXT_LINK } from '@/components/admin/styles';
import { dashboardFigures } from '@/lib/admin/dashboard';
import { requireOwnerPage } from '@/lib/admin/guard';
import { commerce } from '@/lib/commerce';
import { DASHBOARD_PERIODS, LOW_STOCK_UNITS, periodPhrase } from '@/lib/domain/dashboard';
import { formatPounds } from '@/lib/domain/money';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard', robots: { index: false, follow: false } };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What needs the owner today, at a glance: orders to ship, what the shop has taken and what brought
 * the orders, stock running low, unread messages and e-mails that failed. Each figure links to the list behind it.
 */
export default async function DashboardPage() {
  await requireOwnerPage();
  const { storeAdmin: store } = commerce().ownerCapabilities();
  const { trading, campaigns, unreadMessages, failedEmails } = await dashboardFigures();

  return (
    <div className="space-y-8">
      <h1 className={PAGE_TITLE}>Dashboard</h1>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {trading ? (
          <DashboardFigure
            label="Awaiting shipment"
            value={String(trading.awaitingShipment)}
            href="/admin/orders?status=processing"
            linkText={`See the ${plural(trading.awaitingShipment, 'order', 'orders')} to ship`}
            attention={trading.awaitingShipment > 0}
          />
        ) : null}
        {trading ? (
          <DashboardFigure
            label="Running low"
            value={String(trading.lowStock)}
            href="/admin/products?stock=low"
            linkText={`See the products with ${LOW_STOCK_UNITS} or fewer left`}
            attention={trading.soldOut > 0}
          >
            <p className="text-slate-700">{trading.soldOut} sold out</p>
          </DashboardFigure>
        ) : null}
        <DashboardFigure
          label="Unread messages"
          value={String(unreadMessages)}
          href="/admin/messages?state=new"
          linkText="Open the new messages"
          attention={unreadMessages > 0}
        />
        <DashboardFigure
          label="Failed e-mails"
          value={String(failedEmails)}
          href="/admin/outbox?status=failed"
          linkText="See the e-mails that failed"
          attention={failedEmails > 0}
        />
      </div>

      {trading ? (
        <section aria-labelledby="takings-heading" className="space-y-3">
          <h2 id="takings-heading" className="text-2xl font-bold text-moss-900">
            Orders and takings
          </h2>
          <p className="text-slate-700">Orders paid, and payments less refunds given, in each period (UK days).</p>
          <ListTable columns={['Period', 'Orders', 'Payments', 'Refunds', 'Takings']}>
            {DASHBOARD_PERIODS.map(({ key, label }) => {
              const period = trading.periods[key];
              return (
                <tr key={key} className={ROW}>
                  <th scope="row" className={`${CELL} font-semibold`}>
                    {label}
                  </th>
                  <td className={CELL}>
                    <Link href={`/admin/orders?paid=${key}`} className={TEXT_LINK} aria-label={`${plural(period.orders, 'order', 'orders')} paid ${periodPhrase(key)}: see them`}>
                      {period.orders}
                    </Link>
                  </td>
                  <td className={CELL}>{formatPounds(period.paidPence)}</td>
                  <td className={CELL}>{formatPounds(period.refundedPence)}</td>
                  <td className={`${CELL} font-semibold`}>{formatPounds(period.takingsPence)}</td>
                </tr>
              );
            })}
          </ListTable>
        </section>
      ) : store ? (
        <p className="max-w-prose text-slate-800">
          Orders, takings and stock are kept in {store.name}.{' '}
          <a href={store.orders} className={LINK}>
            Open the orders in {store.name}
          </a>
        </p>
      ) : null}

      {campaigns ? <AttributionTables figures={campaigns} /> : null}

      {trading?.lowStockProducts.length ? (
        <section aria-labelledby="low-stock-heading" className="space-y-3">
          <h2 id="low-stock-heading" className="text-2xl font-bold text-moss-900">
            Running low
          </h2>
          <ul className="space-y-1">
            {trading.lowStockProducts.map((product) => (
              <li key={product.id}>
                <Link href={`/admin/products/${product.id}`} className={TEXT_LINK}>
                  {product.name}
                </Link>
                : {product.units === 0 ? 'sold out' : `${product.units} left`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
