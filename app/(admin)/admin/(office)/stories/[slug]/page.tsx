import type { Metadata } from 'next';
import { ContentEditPage } from '@/components/admin/ContentEditPage';
import { ContentEditor } from '@/components/admin/ContentEditor';
import { STORY_FIELDS } from '@/components/admin/content-field-lists';
import { slugRecordOr404 } from '@/components/admin/office-page';
import { storyForOwner } from '@/lib/admin/content';
import { requireOwnerPage } from '@/lib/admin/guard';
import { articlePath, toOwnerApiStory } from '@/lib/content/store/api-shape';
import { picturesOf } from '@/lib/pictures/picture-lists';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit story', robots: { index: false, follow: false } };

export default async function OwnerStoryPage({ params }: { params: Promise<{ slug: string }> }) {
  await requireOwnerPage();
  const story = toOwnerApiStory(await slugRecordOr404((await params).slug, 'story', storyForOwner));
  return (
    <ContentEditPage
      title={story.title}
      back={{ href: '/admin/stories', label: 'All stories' }}
      shopPath={articlePath(story.slug)}
      published={story.published}
      apiPath={`/api/admin/stories/${story.slug}`}
      pictures={await picturesOf({ kind: 'story', slug: story.slug })}
    >
      {/* Keyed by what was saved, so the editor starts again from the stored story after each save. */}
      <ContentEditor key={`${story.slug}:${story.modifiedAt}:${String(story.published)}`} fields={STORY_FIELDS} record={story} endpoint="/api/admin/stories" officePath="/admin/stories" what="story" />
    </ContentEditPage>
  );
}
