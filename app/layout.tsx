import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { contactEmail, SHOP_NAME, SHOP_TAGLINE, siteUrl } from '@/lib/site';
import { bodyFont, headingFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${SHOP_NAME} | ${SHOP_TAGLINE}`, template: `%s | ${SHOP_NAME}` },
  description:
    'Scottish Highland themed gifts: tartan aprons, engraved chopping boards, phone cases, t-shirts and wall art, with heritage stories and walking guides.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={`${headingFont.variable} ${bodyFont.variable}`}>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
          Skip to content
        </a>
        <header className="border-b border-moss-100 bg-white">
          <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
            <Link href="/" className="font-heading text-2xl font-bold text-moss-900">
              {SHOP_NAME}
            </Link>
            <nav aria-label="Main">
              <Link href="/" className="text-moss-800 hover:underline">
                Home
              </Link>
            </nav>
          </div>
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
        <footer className="bg-moss-900 text-cream-100">
          <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
            <p>
              {SHOP_NAME}: {SHOP_TAGLINE}. Questions? <a className="underline" href={`mailto:${contactEmail()}`}>{contactEmail()}</a>
            </p>
          </div>
        </footer>
      </body>
    </html>
  );
}
