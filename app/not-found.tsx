import type { Metadata } from 'next';
import { PathNotFound } from '@/components/layout/PathNotFound';
import { StorefrontShell } from '@/components/layout/StorefrontShell';

// Next answers unknown paths with this page and HTTP 404, and adds the noindex tag itself.
export const metadata: Metadata = { title: 'Highland Path Not Found' };

/**
 * Any unknown address, and any storefront page that finds nothing to show. This boundary sits above
 * the route groups, so it wears the storefront's shell itself; the back office answers its own misses
 * inside its shell (docs/adr/0028).
 */
export default function NotFound() {
  return (
    <StorefrontShell>
      <PathNotFound />
    </StorefrontShell>
  );
}
