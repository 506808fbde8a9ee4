import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderStatusBadge } from '@/components/admin/OrderStatusBadge';
import { Pager } from '@/components/admin/Pager';
import { formatWhen, pageQuery } from '@/components/admin/office-page';
import { CELL, FIELD, LABEL, LINK, PAGE_TITLE, ROW, SMALL_BUTTON, TEXT_LINK } from '@/components/admin/styles';
import { ListTable } from '@/components/admin/ListTable';
import { KeptInStore } from '@/components/admin/KeptInStore';
import { requireOwnerPage } from '@/lib/admin/guard';
import { backOfficeOrderPath } from '@/lib/domain/back-office';
import { commerce } from '@/lib/commerce';
import { listOrdersForOwner } from '@/lib/admin/orders';
import { periodPhrase } from '@/lib/domain/dashboard';
import { formatPounds } from '@/lib/domain/money';
import { ORDER_STATUSES, statusLabel } from '@/lib/domain/orders';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';
import { ORDERS_PER_PAGE, ownerOrderListSchema } from '@/lib/forms/owner-orders';
import { CustomerText } from '@/components/admin/CustomerText';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders' };

/** The list's filters, as the CSV's address carries them. */
function exportQuery(filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  return query.size ? `?${query}` : '';
}

export default async function OwnerOrdersPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  await requireOwnerPage();
  const { orders: offered, storeAdmin: store } = commerce().ownerCapabilities();
  if (!offered && store) return <KeptInStore title="Orders" store={store} what="orders" />;
  // An empty field of the filter form means "any"; a value the API would refuse is dropped.
  const given = Object.fromEntries(Object.entries(await searchParams).filter(([, value]) => value !== ''));
  const query = pageQuery(ownerOrderListSchema, given);
  const { orders, total, totalPages } = await listOrdersForOwner({ ...query, perPage: ORDERS_PER_PAGE });

  return (
    <section className="space-y-6">
      <h1 className={PAGE_TITLE}>Orders</h1>
      <form method="get" action="/admin/orders" className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="order-status" className={LABEL}>
            Status
          </label>
          <select id="order-status" name="status" defaultValue={query.status ?? ''} className={FIELD}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-search" className={LABEL}>
            Order number, e-mail or name
          </label>
          <input id="order-search" name="search" type="search" defaultValue={query.search ?? ''} className={FIELD} />
        </div>
        {query.paid ? <input type="hidden" name="paid" value={query.paid} /> : null}
        <button type="submit" className={SMALL_BUTTON}>
          Find orders
        </button>
      </form>

      {/* A plain link: the browser downloads the file itself, with the session cookie. */}
      <p>
        <a href={`/api/admin/orders/export${exportQuery({ status: query.status, search: query.search, paid: query.paid })}`} download className={TEXT_LINK}>
          Download these orders as CSV
        </a>
      </p>
      <p className="text-slate-700" aria-live="polite">
        {total === 0 ? 'No orders match.' : `${total} order${total === 1 ? '' : 's'}, page ${query.page} of ${totalPages}.`}
        {query.paid ? (
          <>
            {' '}
            Paid {periodPhrase(query.paid)}.{' '}
            <Link href="/admin/orders" className={TEXT_LINK}>
              Show every order
            </Link>
          </>
        ) : null}
      </p>

      {orders.length > 0 ? (
        <ListTable caption="Orders, newest first" columns={['Order', 'Placed', 'Customer', 'Status', { label: 'Total', numeric: true }]}>
          {orders.map((order) => (
            <tr key={order.id} className={ROW}>
              <td className={CELL}>
                <Link href={backOfficeOrderPath(order.id)} className={LINK}>
                  #{order.id}
                </Link>
              </td>
              <td className={CELL}>{formatWhen(order.createdAt)}</td>
              <td className={CELL}>
                <CustomerText>{order.name}</CustomerText>
                <span className="block text-sm text-slate-700">{order.email}</span>
              </td>
              <td className={CELL}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={`${CELL} text-right`}>
                {formatPounds(order.totalPence)}
                {order.refundedPence > 0 ? <span className="block text-sm text-slate-700">{formatPounds(order.refundedPence)} refunded</span> : null}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}

      <Pager path="/admin/orders" query={{ status: query.status, search: query.search, paid: query.paid }} page={query.page} totalPages={totalPages} label="Order pages" />
    </section>
  );
}
