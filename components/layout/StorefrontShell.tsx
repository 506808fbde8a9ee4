import type { ReactNode } from 'react';
import { LazyCartPanel } from '@/components/cart/LazyCartPanel';
import { CartPanelProvider } from '@/components/cart/CartPanelContext';
import { LazyConsentBanner } from '@/components/consent/LazyConsentBanner';
import { ScrollToTop } from './ScrollToTop';
import { StorefrontFooter } from './StorefrontFooter';
import { SiteHeader } from './SiteHeader';
import { TestShopNotice } from './TestShopNotice';

/**
 * What a shopper sees around every storefront page: the test-shop notice, the cookie question, the
 * header with search and the cart, and the footer. The shop's route group and the not-found page for
 * unknown addresses both wear it; the back office has its own shell (docs/adr/0028).
 */
export function StorefrontShell({ children }: { children: ReactNode }) {
  return (
    <>
      <TestShopNotice />
      {/* First in the tab order so keyboard users meet the question early; drawn at the bottom (order-last). */}
      <LazyConsentBanner />
      {/* The provider spans header and pages: the cart button and "Added to cart" both open the panel. */}
      <CartPanelProvider>
        <SiteHeader />
        {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <LazyCartPanel />
      </CartPanelProvider>
      <StorefrontFooter />
      <ScrollToTop />
    </>
  );
}
