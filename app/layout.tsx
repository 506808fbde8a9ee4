import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LazyCartPanel } from '@/components/cart/LazyCartPanel';
import { CartPanelProvider } from '@/components/cart/CartPanelContext';
import { LazyConsentBanner } from '@/components/consent/LazyConsentBanner';
import { IdleModules } from '@/components/idle/IdleModules';
import { HydrationMarker } from '@/components/layout/HydrationMarker';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { TestShopNotice } from '@/components/layout/TestShopNotice';
import { Toaster } from '@/components/ui/Toaster';
import { cn } from '@/components/ui/cn';
import { SHOP_NAME, SHOP_TAGLINE, siteUrl } from '@/lib/site';
import { bodyFont, bodyItalicFont, headingFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${SHOP_NAME} | ${SHOP_TAGLINE}`, template: `%s | ${SHOP_NAME}` },
  description:
    'Scottish Highland themed gifts: tartan aprons, engraved chopping boards, phone cases, t-shirts and wall art, with heritage stories and walking guides.',
  applicationName: SHOP_NAME,
};

export const viewport: Viewport = { themeColor: '#1a2b20' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={cn(headingFont.variable, bodyFont.variable, bodyItalicFont.variable)}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-moss-900"
        >
          Skip to content
        </a>
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
        <SiteFooter />
        <ScrollToTop />
        <IdleModules />
        <Toaster />
        <HydrationMarker />
      </body>
    </html>
  );
}
