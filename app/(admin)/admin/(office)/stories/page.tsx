import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentList } from '@/components/admin/ContentList';
import { PAGE_TITLE } from '@/components/admin/styles';
import { BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { listStoriesForOwner } from '@/lib/admin/content';
import { requireOwnerPage } from '@/lib/admin/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Stories', robots: { index: false, follow: false } };

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

export default async function OwnerStoriesPage() {
  await requireOwnerPage();
  const stories = await listStoriesForOwner();
  const drafts = stories.filter((story) => !story.published).length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={PAGE_TITLE}>Stories</h1>
        <Link href="/admin/stories/new" className={BUTTON_SECONDARY}>
          New story
        </Link>
      </div>
      <p>
        {stories.length} {stories.length === 1 ? 'story' : 'stories'}, {drafts} {drafts === 1 ? 'draft' : 'drafts'}. Newest first.
      </p>
      <ContentList
        caption="Stories, newest first"
        officePath="/admin/stories"
        apiPath="/api/admin/stories"
        detailLabel="Written"
        rows={stories.map((story) => ({ ...story, detail: day.format(story.publishedAt) }))}
      />
    </div>
  );
}
