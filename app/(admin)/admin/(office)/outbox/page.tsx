import type { Metadata } from 'next';
import Link from 'next/link';
import { FilterLinks } from '@/components/admin/FilterLinks';
import { Pager } from '@/components/admin/Pager';
import { formatWhen, pageQuery } from '@/components/admin/office-page';
import { CELL, PAGE_TITLE, ROW, TEXT_LINK } from '@/components/admin/styles';
import { ListTable } from '@/components/admin/ListTable';
import { requireOwnerPage } from '@/lib/admin/guard';
import { backOfficeOrderPath, OUTBOX_STATUSES, type OutboxStatus } from '@/lib/domain/back-office';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';
import { OUTBOX_PER_PAGE, ownerOutboxListSchema } from '@/lib/forms/owner-inbox';
import { listOutbox, mailServerUrl } from '@/lib/mail/outbox';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Outbox', robots: { index: false, follow: false } };

const STATUS_NAMES: Record<OutboxStatus, string> = { pending: 'Waiting', sent: 'Sent', failed: 'Failed' };

/** The shop's order e-mails: sent, waiting to be (retried, or kept while no SMTP_URL is set), or given up. */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  await requireOwnerPage();
  const query = pageQuery(ownerOutboxListSchema, await searchParams);
  const { rows, total } = await listOutbox({ ...query, perPage: OUTBOX_PER_PAGE });
  const totalPages = Math.max(1, Math.ceil(total / OUTBOX_PER_PAGE));
  const filters: { value?: OutboxStatus; label: string }[] = [{ label: 'All' }, ...OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] }))];

  return (
    <div className="space-y-6">
      <h1 className={PAGE_TITLE}>Outbox</h1>
      {mailServerUrl() ? (
        <p>Order e-mails go out through the mail server set in SMTP_URL; one that fails is tried again later.</p>
      ) : (
        <p role="status" className="rounded-md bg-cream-100 p-3">
          No mail server is set (SMTP_URL), so order e-mails are kept here and none is sent. Set SMTP_URL and restart the shop to send them.
        </p>
      )}
      <FilterLinks label="E-mails by status" path="/admin/outbox" param="status" options={filters} current={query.status} />
      <p>
        {total} {total === 1 ? 'e-mail' : 'e-mails'}
      </p>
      {rows.length ? (
        <ListTable columns={['E-mail', 'To', 'Queued', 'Status']}>
          {rows.map((mail) => (
            <tr key={mail.id} className={ROW}>
              <td className={CELL}>
                <details>
                  <summary className="cursor-pointer font-semibold">{mail.subject}</summary>
                  <pre className="mt-2 max-w-prose text-sm whitespace-pre-wrap">{mail.textBody}</pre>
                </details>
                {mail.orderId ? (
                  <Link href={backOfficeOrderPath(mail.orderId)} className={TEXT_LINK}>
                    Order #{mail.orderId}
                  </Link>
                ) : null}
              </td>
              <td className={`${CELL} break-all`}>{mail.toAddress}</td>
              <td className={CELL}>{formatWhen(mail.createdAt)}</td>
              <td className={CELL}>
                {STATUS_NAMES[mail.status]}
                {mail.sentAt ? <span className="block text-sm">{formatWhen(mail.sentAt)}</span> : null}
                {mail.status !== 'sent' && mail.attempts > 0 ? (
                  <span className="block text-sm">
                    {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
                    {mail.lastError ? `: ${mail.lastError}` : ''}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <p>No e-mails here.</p>
      )}
      <Pager path="/admin/outbox" query={{ status: query.status }} page={query.page} totalPages={totalPages} label="Outbox pages" />
    </div>
  );
}
