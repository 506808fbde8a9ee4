import type { Metadata } from 'next';
import { Pager } from '@/components/admin/Pager';
import { UnsubscribeButton } from '@/components/admin/UnsubscribeButton';
import { formatWhen, pageQuery } from '@/components/admin/office-page';
import { CELL, PAGE_TITLE, ROW } from '@/components/admin/styles';
import { ListTable } from '@/components/admin/ListTable';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { requireOwnerPage } from '@/lib/admin/guard';
import { listSubscribers } from '@/lib/admin/subscribers';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';
import { SUBSCRIBERS_PER_PAGE, ownerSubscriberListSchema } from '@/lib/forms/owner-inbox';
import { CustomerText } from '@/components/admin/CustomerText';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Newsletter subscribers', robots: { index: false, follow: false } };

export default async function OwnerSubscribersPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  await requireOwnerPage();
  const query = pageQuery(ownerSubscriberListSchema, await searchParams);
  const { subscribers, total, totalPages } = await listSubscribers({ ...query, perPage: SUBSCRIBERS_PER_PAGE });

  return (
    <div className="space-y-6">
      <h1 className={PAGE_TITLE}>Newsletter subscribers</h1>
      <div className="flex flex-wrap items-center gap-4">
        <p>
          {total} {total === 1 ? 'address' : 'addresses'}, newest first
        </p>
        {/* A plain link: the browser downloads the file itself, with the session cookie. */}
        <a href="/api/admin/subscribers/export" download className={BUTTON_PRIMARY}>
          Download CSV of those subscribed
        </a>
      </div>
      {subscribers.length ? (
        <ListTable columns={['E-mail', 'Name', 'Subscribed', 'Status']}>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} className={ROW}>
              <th scope="row" className={`${CELL} font-normal break-all`}>
                {subscriber.email}
              </th>
              <td className={CELL}>
                <CustomerText>{subscriber.name}</CustomerText>
              </td>
              <td className={CELL}>{formatWhen(subscriber.createdAt)}</td>
              <td className={CELL}>
                {subscriber.unsubscribedAt ? `Unsubscribed ${formatWhen(subscriber.unsubscribedAt)}` : <UnsubscribeButton id={subscriber.id} email={subscriber.email} />}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <p>Nobody has subscribed yet.</p>
      )}
      <Pager path="/admin/subscribers" page={query.page} totalPages={totalPages} label="Subscriber pages" />
    </div>
  );
}
