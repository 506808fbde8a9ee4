import { StoryNotFound } from '@/components/stories/StoryNotFound';

/** An unknown story answers 404 with its own message and the way back to the list. */
export default function NotFound() {
  return <StoryNotFound />;
}
