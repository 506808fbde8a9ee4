import type { Metadata } from 'next';
import { ContentEditor } from '@/components/admin/ContentEditor';
import { STORY_FIELDS } from '@/components/admin/content-field-lists';
import { PAGE_TITLE } from '@/components/admin/styles';
import { requireOwnerPage } from '@/lib/admin/guard';
import { BackLink } from '@/components/admin/BackLink';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'New story', robots: { index: false, follow: false } };

export default async function NewStoryPage() {
  await requireOwnerPage();
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href="/admin/stories">All stories</BackLink>
      <h1 className={PAGE_TITLE}>New story</h1>
      <p>A new story is a draft until you tick Published. You can add its hero picture once it is made.</p>
      <ContentEditor fields={STORY_FIELDS} record={null} endpoint="/api/admin/stories" officePath="/admin/stories" what="story" />
    </div>
  );
}
