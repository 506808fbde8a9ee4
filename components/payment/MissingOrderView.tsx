import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * What the payment and confirmation pages answer for an address naming no order the visitor holds
 * (proxy.ts rewrites such a request to app/(shop)/views/missing-order): the page's own copy in the HTML,
 * with status 404, cached like the other not-found pages (components/layout/NotFoundPage.tsx). It
 * says nothing of which orders exist, so one page serves every such address; once scripts run, the
 * route's not-found.tsx shows the same copy.
 */
export function missingOrderMetadata(title: string, path: string): Metadata {
  return pageMetadata({ title, description: 'Your Highland Home order.', path, noIndex: true });
}

export function MissingOrderView({ Copy }: { Copy: ComponentType }) {
  return (
    <NotFoundPage>
      <Copy />
    </NotFoundPage>
  );
}
