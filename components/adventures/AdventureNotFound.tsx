import { IntentLink } from '@/components/ui/IntentLink';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';

/** An unknown adventure answers 404 with its own message and a way back. */
export default function AdventureNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold md:text-4xl">Adventure Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">This Scottish adventure seems to have wandered off the beaten path.</p>
      <IntentLink href="/adventures" className={cn(BUTTON_PRIMARY, 'mt-8')}>
        ← Back to all adventures
      </IntentLink>
    </div>
  );
}
