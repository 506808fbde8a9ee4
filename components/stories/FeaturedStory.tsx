import { IntentLink } from '@/components/ui/IntentLink';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { SafeImage } from '@/components/ui/SafeImage';
import { CONTENT_IMAGE_WIDTH } from '@/lib/content/seed/images';
import { articlePath } from '@/lib/content/store/api-shape';
import type { StoryCardData } from './StoryCard';
import { StoryMeta } from './StoryMeta';

/** The list's Featured Story block, the first featured story shown large. */
export function FeaturedStory({ story }: { story: StoryCardData }) {
  return (
    <section aria-labelledby="featured-story-heading" className="overflow-hidden rounded-xl border border-moss-100 bg-white shadow-sm">
      <div className="grid lg:grid-cols-2">
        <div className="relative aspect-video bg-moss-50 lg:aspect-auto lg:min-h-96">
          {story.image ? (
            <SafeImage sourceWidth={CONTENT_IMAGE_WIDTH} src={story.image.url} alt={story.image.alt} fill preload fetchPriority="high" sizes="(min-width: 1024px) 640px, 100vw" className="object-cover" />
          ) : null}
        </div>
        <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-heather-700">Featured Story</p>
          <h2 id="featured-story-heading" className="text-3xl font-bold leading-tight sm:text-4xl">
            {story.title}
          </h2>
          <StoryMeta publishedAt={story.publishedAt} readTimeMinutes={story.readTimeMinutes} />
          <p className="text-lg text-slate-700">{story.excerpt}</p>
          <div>
            <IntentLink href={articlePath(story.slug)} className={BUTTON_PRIMARY}>
              Read the Full Story<span className="sr-only">: {story.title}</span>
            </IntentLink>
          </div>
        </div>
      </div>
    </section>
  );
}
