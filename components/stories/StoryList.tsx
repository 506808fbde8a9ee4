import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { featuredStory } from '@/lib/domain/stories';
import { FeaturedStory } from './FeaturedStory';
import { StoryCard, type StoryCardData } from './StoryCard';
import { StoryGrid } from './StoryGrid';

export const NO_STORIES_MESSAGE = 'No Highland stories available at the moment.';

type ListedStory = StoryCardData & { featured: boolean };

/** The list page's body: the featured story large, then every other story in the grid. */
export function StoryList({ stories }: { stories: readonly ListedStory[] }) {
  if (stories.length === 0) {
    return <CatalogueMessage title="No Stories Yet" message={NO_STORIES_MESSAGE} />;
  }
  const featured = featuredStory(stories);
  const rest = stories.filter((story) => story !== featured);
  return (
    <div className="space-y-14">
      {featured ? <FeaturedStory story={featured} /> : null}
      {rest.length > 0 ? (
        <section aria-labelledby="all-stories-heading">
          <h2 id="all-stories-heading" className="mb-6 text-2xl font-semibold sm:text-3xl">
            {featured ? 'More Stories from the Highlands' : 'All Highland Stories'}
          </h2>
          <StoryGrid>
            {rest.map((story) => (
              <StoryCard key={story.slug} story={story} />
            ))}
          </StoryGrid>
        </section>
      ) : null}
    </div>
  );
}
