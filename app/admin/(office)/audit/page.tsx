import type { Metadata } from 'next';
import Link from 'next/link';
import { LINK } from '@/components/admin/styles';
import { listAudit } from '@/lib/admin/audit';
import { requireOwnerPage } from '@/lib/admin/guard';
import { pageFromParam } from '@/lib/domain/pagination';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Audit Log' };

const PER_PAGE = 50;
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/London' });

/** Only what changed, so a long record reads at a glance. */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed = [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
  return changed.map((key) => `${key}: ${JSON.stringify(before?.[key] ?? null)} → ${JSON.stringify(after?.[key] ?? null)}`).join('; ');
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  await requireOwnerPage();
  const pageParam = (await searchParams).page;
  const page = pageFromParam(Array.isArray(pageParam) ? pageParam.at(-1) : pageParam);
  const { rows, total } = await listAudit(page, PER_PAGE);
  const totalPages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold">Audit Log</h1>
      <p className="text-slate-700">Every owner action, newest first: who, what, when, and what changed.</p>
      {rows.length === 0 ? (
        <p>No owner actions yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-moss-100">
                <th scope="col" className="py-2 pr-4">When</th>
                <th scope="col" className="py-2 pr-4">Who</th>
                <th scope="col" className="py-2 pr-4">What</th>
                <th scope="col" className="py-2">Changed</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-moss-100/60 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{dateTime.format(row.at)}</td>
                  <td className="py-2 pr-4">{row.ownerEmail}</td>
                  <td className="py-2 pr-4">
                    {row.action} {row.entity} {row.entity === 'order' ? <Link href={`/admin/orders/${row.entityId}`} className={LINK}>#{row.entityId}</Link> : row.entityId}
                  </td>
                  <td className="py-2 break-words">{changes(row.before, row.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalPages > 1 ? (
        <nav aria-label="Audit pages" className="flex gap-4">
          {page > 1 ? <Link href={`/admin/audit?page=${page - 1}`} className={LINK}>Newer</Link> : null}
          {page < totalPages ? <Link href={`/admin/audit?page=${page + 1}`} className={LINK}>Older</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
