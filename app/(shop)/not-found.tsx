import { PathNotFound } from '@/components/layout/PathNotFound';
import { PATH_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata = PATH_NOT_FOUND_METADATA;

/**
 * A storefront page that finds nothing to show and has no not-found page of its own, inside the
 * shop's layout. Next sends this boundary with every storefront page, so it holds the message only,
 * never a second copy of the shell (docs/adr/0028).
 */
export default function ShopNotFound() {
  return <PathNotFound />;
}
