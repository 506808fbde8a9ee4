import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderStatusBadge } from '@/components/admin/OrderStatusBadge';
import { FIELD, LABEL, LINK, SMALL_BUTTON } from '@/components/admin/styles';
import { requireOwnerPage } from '@/lib/admin/guard';
import { listOrdersForOwner } from '@/lib/admin/orders';
import { formatPounds } from '@/lib/domain/money';
import { ORDER_STATUSES, statusLabel } from '@/lib/domain/orders';
import { ORDERS_PER_PAGE, ownerOrderListSchema } from '@/lib/forms/owner-orders';
import { describeIssues } from '@/lib/http/parse';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders' };

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function pageLink(query: { status?: string; search?: string }, page: number): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `/admin/orders?${text}` : '/admin/orders';
}

export default async function OwnerOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOwnerPage();
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value.at(-1) : value]));
  // An empty field in the filter form means "any".
  const parsed = ownerOrderListSchema.safeParse({ ...raw, status: raw.status || undefined, search: raw.search || undefined });
  if (!parsed.success) {
    return (
      <section className="space-y-4">
        <h1 className="text-3xl font-bold">Orders</h1>
        <p role="alert" className="rounded-md bg-cream-100 p-3">
          That filter cannot be read ({describeIssues(parsed.error)}). <Link href="/admin/orders" className={LINK}>Show every order</Link>
        </p>
      </section>
    );
  }
  const query = parsed.data;
  const { orders, total, totalPages } = await listOrdersForOwner({ ...query, perPage: ORDERS_PER_PAGE });

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold">Orders</h1>
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
        <button type="submit" className={SMALL_BUTTON}>
          Find orders
        </button>
      </form>

      <p className="text-slate-700" aria-live="polite">
        {total === 0 ? 'No orders match.' : `${total} order${total === 1 ? '' : 's'}, page ${query.page} of ${totalPages}.`}
      </p>

      {orders.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Orders, newest first</caption>
            <thead>
              <tr className="border-b border-moss-100">
                <th scope="col" className="py-2 pr-4">Order</th>
                <th scope="col" className="py-2 pr-4">Placed</th>
                <th scope="col" className="py-2 pr-4">Customer</th>
                <th scope="col" className="py-2 pr-4">Status</th>
                <th scope="col" className="py-2 text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-b border-moss-100/60">
                  <td className="py-2 pr-4">
                    <Link href={`/admin/orders/${order.id}`} className={LINK}>
                      #{order.id}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{dateTime.format(order.createdAt)}</td>
                  <td className="py-2 pr-4">
                    {order.name}
                    <span className="block text-sm text-slate-700">{order.email}</span>
                  </td>
                  <td className="py-2 pr-4">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="py-2 text-right">
                    {formatPounds(order.totalPence)}
                    {order.refundedPence > 0 ? <span className="block text-sm text-slate-700">{formatPounds(order.refundedPence)} refunded</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {totalPages > 1 ? (
        <nav aria-label="Order pages" className="flex gap-4">
          {query.page > 1 ? (
            <Link href={pageLink(query, query.page - 1)} className={LINK}>
              Previous page
            </Link>
          ) : null}
          {query.page < totalPages ? (
            <Link href={pageLink(query, query.page + 1)} className={LINK}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
