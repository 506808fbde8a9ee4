import { IntentLink } from '@/components/ui/IntentLink';

/**
 * An unknown product, or one whose page failed to load, says so with a way back. The
 * page's error boundary announces it; the not-found page is the whole answer.
 */
export function ProductMissing({ role }: { role?: 'alert' }) {
  return (
    <div role={role} className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold md:text-4xl">Highland Treasure Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">The Highland treasure you&apos;re looking for seems to have wandered off into the mist.</p>
      <IntentLink
        href="/products"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-moss-800 px-6 font-semibold text-white hover:bg-moss-900 focus-ring"
      >
        ← Back to all products
      </IntentLink>
    </div>
  );
}
