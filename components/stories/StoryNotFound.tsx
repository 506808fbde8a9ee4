import { IntentLink } from '@/components/ui/IntentLink';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

/** An unknown story says so, with the way back to the list. */
export function StoryNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold md:text-4xl">Highland Story Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">This story seems to have drifted off into the Highland mist. There are plenty more to read.</p>
      <IntentLink href="/articles" className={cn(BUTTON_PRIMARY, 'mt-8')}>
        ← Back to Stories
      </IntentLink>
    </div>
  );
}
