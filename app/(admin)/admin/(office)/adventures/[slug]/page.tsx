import type { Metadata } from 'next';
import { ContentEditPage } from '@/components/admin/ContentEditPage';
import { ContentEditor } from '@/components/admin/ContentEditor';
import { ADVENTURE_FIELDS } from '@/components/admin/content-field-lists';
import { slugRecordOr404 } from '@/components/admin/office-page';
import { adventureForOwner } from '@/lib/admin/content';
import { requireOwnerPage } from '@/lib/admin/guard';
import { adventurePath, toOwnerApiAdventure } from '@/lib/content/store/api-shape';
import { picturesOf } from '@/lib/pictures/picture-lists';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit adventure', robots: { index: false, follow: false } };

export default async function OwnerAdventurePage({ params }: { params: Promise<{ slug: string }> }) {
  await requireOwnerPage();
  const adventure = toOwnerApiAdventure(await slugRecordOr404((await params).slug, 'adventure', adventureForOwner));
  return (
    <ContentEditPage
      title={adventure.title}
      back={{ href: '/admin/adventures', label: 'All adventures' }}
      shopPath={adventurePath(adventure.slug)}
      published={adventure.published}
      apiPath={`/api/admin/adventures/${adventure.slug}`}
      pictures={await picturesOf({ kind: 'adventure', slug: adventure.slug })}
    >
      {/* Keyed by what was saved, so the editor starts again from the stored adventure after each save. */}
      <ContentEditor key={`${adventure.slug}:${adventure.updatedAt}`} fields={ADVENTURE_FIELDS} record={adventure} endpoint="/api/admin/adventures" officePath="/admin/adventures" what="adventure" />
    </ContentEditPage>
  );
}
