import { StoriesHero } from '@/components/stories/StoriesHero';
import { StoriesSkeleton } from '@/components/stories/StoriesSkeleton';

/**
 * The stories list while it loads. It sits in the (list) group so it wraps only the list: a
 * loading boundary above /articles/[slug] would start the response before an unknown story could
 * answer 404 (docs/adr/0009).
 */
export default function StoriesLoading() {
  return (
    <>
      <StoriesHero />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <StoriesSkeleton />
      </div>
    </>
  );
}
