import type { Metadata } from 'next';
import { ContentEditor } from '@/components/admin/ContentEditor';
import { ADVENTURE_FIELDS } from '@/components/admin/content-field-lists';
import { PAGE_TITLE } from '@/components/admin/styles';
import { requireOwnerPage } from '@/lib/admin/guard';
import { BackLink } from '@/components/admin/BackLink';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'New adventure', robots: { index: false, follow: false } };

export default async function NewAdventurePage() {
  await requireOwnerPage();
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href="/admin/adventures">All adventures</BackLink>
      <h1 className={PAGE_TITLE}>New adventure</h1>
      <p>A new adventure is a draft until you tick Published. You can add its pictures once it is made.</p>
      <ContentEditor fields={ADVENTURE_FIELDS} record={null} endpoint="/api/admin/adventures" officePath="/admin/adventures" what="adventure" />
    </div>
  );
}
