import { IntentLink } from '@/components/ui/IntentLink';
import { Spinner } from '@/components/ui/Spinner';
import { SHOP_NAME } from '@/lib/site';
import { RedirectHome } from './RedirectHome';

/**
 * What an unknown path shows (docs/product/routes.md#not-found). A server component on purpose:
 * Next ships the root not-found with every page, so the only client code is the three-second redirect.
 */
export function PathNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold md:text-4xl">Highland Path Not Found</h1>
      <p className="text-lg text-slate-700">
        This path seems to have wandered into the Scottish mist. Redirecting you back to {SHOP_NAME}...
      </p>
      <Spinner label={`Redirecting to ${SHOP_NAME}`} />
      <IntentLink
        href="/"
        replace
        className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-moss-800 underline underline-offset-2 focus-ring"
      >
        Go home now
      </IntentLink>
      <RedirectHome />
    </div>
  );
}
