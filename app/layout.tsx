import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { IdleModules } from '@/components/idle/IdleModules';
import { HydrationMarker } from '@/components/layout/HydrationMarker';
import { HideUntilScriptsRun } from '@/components/ui/NeedsJavaScript';
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

/**
 * The document every page shares, and nothing a visitor sees: the storefront's chrome is the (shop)
 * group's layout and the back office's is the (admin) group's (docs/adr/0028). Each shell has the
 * `main#main` the skip link goes to.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={cn(headingFont.variable, bodyFont.variable, bodyItalicFont.variable)}>
      <head>
        <HideUntilScriptsRun />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-moss-900"
        >
          Skip to content
        </a>
        {children}
        <IdleModules />
        <Toaster />
        <HydrationMarker />
      </body>
    </html>
  );
}
