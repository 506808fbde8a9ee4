import { PathNotFound } from '@/components/layout/PathNotFound';
import { PATH_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata = PATH_NOT_FOUND_METADATA;

/**
 * The last resort above both route groups. No page address reaches it: an address no route serves
 * is rewritten to the storefront's cached not-found page (app/(shop)/views/lost-path), and each group
 * answers its own misses inside its shell (docs/adr/0028); only a build file name that no build made
 * is left to it. Next sends this boundary with every page, so it is the message alone, without the
 * storefront's shell.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <PathNotFound />
    </main>
  );
}
