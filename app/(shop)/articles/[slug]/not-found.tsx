import { StoryNotFound } from '@/components/stories/StoryNotFound';
import { STORY_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata = STORY_NOT_FOUND_METADATA;

/** An unknown story answers 404 with its own message and the way back to the list. */
export default function NotFound() {
  return <StoryNotFound />;
}
