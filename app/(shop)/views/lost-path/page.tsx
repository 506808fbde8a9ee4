import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { PathNotFound } from '@/components/layout/PathNotFound';
import { PATH_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

// Any address no route serves, and any page path with a broken %-escape, is rewritten here
// (lib/http/page-views.mjs, proxy.ts): one cached page, answered with 404.
export const metadata = PATH_NOT_FOUND_METADATA;

// A page with no data would otherwise be marked fresh for a year, and a CDN would keep the 404 of an
// address that a later release serves; five minutes, like the other cached pages.
export const revalidate = 300;

export default function LostPathPage() {
  return (
    <NotFoundPage>
      <PathNotFound />
    </NotFoundPage>
  );
}
