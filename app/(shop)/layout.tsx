import type { ReactNode } from 'react';
import { StorefrontShell } from '@/components/layout/StorefrontShell';

/** Every storefront page, inside the shop's header and footer (docs/adr/0028). */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <StorefrontShell>{children}</StorefrontShell>;
}
