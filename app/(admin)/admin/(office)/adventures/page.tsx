import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentList } from '@/components/admin/ContentList';
import { PAGE_TITLE } from '@/components/admin/styles';
import { BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { listAdventuresForOwner } from '@/lib/admin/content';
import { requireOwnerPage } from '@/lib/admin/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Adventures', robots: { index: false, follow: false } };

export default async function OwnerAdventuresPage() {
  await requireOwnerPage();
  const adventures = await listAdventuresForOwner();
  const drafts = adventures.filter((adventure) => !adventure.published).length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={PAGE_TITLE}>Adventures</h1>
        <Link href="/admin/adventures/new" className={BUTTON_SECONDARY}>
          New adventure
        </Link>
      </div>
      <p>
        {adventures.length} {adventures.length === 1 ? 'adventure' : 'adventures'}, {drafts} {drafts === 1 ? 'draft' : 'drafts'}. By title.
      </p>
      <ContentList
        caption="Adventures, by title"
        officePath="/admin/adventures"
        apiPath="/api/admin/adventures"
        detailLabel="Region"
        rows={adventures.map((adventure) => ({ ...adventure, detail: adventure.region }))}
      />
    </div>
  );
}
