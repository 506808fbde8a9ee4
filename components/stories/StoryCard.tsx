import { IntentLink } from '@/components/ui/IntentLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { cn } from '@/components/ui/cn';
import { CONTENT_IMAGE_WIDTH } from '@/lib/content/seed/images';
import { articlePath } from '@/lib/content/store/api-shape';
import type { Article } from '@/lib/content/store';
import { StoryMeta } from './StoryMeta';

/** The title link covers the card, so the card shows where keyboard focus is. */
export const CARD_FOCUS = 'card-focus';

export type StoryCardData = Pick<Article, 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'readTimeMinutes' | 'image'>;

/** A story in the grid: picture, date and read time, title, excerpt. The title's link covers the card. */
export function StoryCard({ story, headingLevel: Heading = 'h3' }: { story: StoryCardData; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className={cn('group card', CARD_FOCUS)}>
      <div className="relative aspect-video overflow-hidden bg-moss-50">
        {story.image ? (
          <SafeImage
            sourceWidth={CONTENT_IMAGE_WIDTH}
            src={story.image.url}
            alt={story.image.alt}
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
            className="card-picture"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <StoryMeta publishedAt={story.publishedAt} readTimeMinutes={story.readTimeMinutes} />
        <Heading className="text-xl leading-snug">
          <IntentLink
            href={articlePath(story.slug)}
            className="card-link"
          >
            {story.title}
          </IntentLink>
        </Heading>
        <p className="text-slate-700">{story.excerpt}</p>
        {/* The title link already covers the card; this only says so to sighted readers. */}
        <span aria-hidden="true" className="mt-auto pt-2 font-semibold text-moss-800 group-hover:underline">
          Read Story →
        </span>
      </div>
    </article>
  );
}
