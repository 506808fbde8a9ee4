import type { Metadata } from 'next';
import Link from 'next/link';
import { Pager } from '@/components/admin/Pager';
import { formatWhen } from '@/components/admin/office-page';
import { CELL, LINK, PAGE_TITLE, ROW } from '@/components/admin/styles';
import { ListTable } from '@/components/admin/ListTable';
import { listAudit } from '@/lib/admin/audit';
import { requireOwnerPage } from '@/lib/admin/guard';
import { backOfficeOrderPath } from '@/lib/domain/back-office';
import { pageFromParam } from '@/lib/domain/pagination';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Audit Log' };

const PER_PAGE = 50;

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
      <h1 className={PAGE_TITLE}>Audit Log</h1>
      <p className="text-slate-700">Every owner action, newest first: who, what, when, and what changed.</p>
      {rows.length === 0 ? (
        <p>No owner actions yet.</p>
      ) : (
        <ListTable columns={['When', 'Who', 'What', 'Changed']}>
          {rows.map((row) => (
            <tr key={row.id} className={ROW}>
              <td className={`${CELL} whitespace-nowrap`}>{formatWhen(row.at)}</td>
              <td className={CELL}>{row.ownerEmail}</td>
              <td className={CELL}>
                {row.action} {row.entity} {row.entity === 'order' ? <Link href={backOfficeOrderPath(Number(row.entityId))} className={LINK}>#{row.entityId}</Link> : row.entityId}
              </td>
              <td className={`${CELL} break-words`}>{changes(row.before, row.after)}</td>
            </tr>
          ))}
        </ListTable>
      )}
      <Pager path="/admin/audit" page={page} totalPages={totalPages} label="Audit pages" />
    </section>
  );
}
