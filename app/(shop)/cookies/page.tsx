import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CookieSettings } from '@/components/consent/CookieSettings';
import { infoSections } from '@/components/content/info-sections';
import { cookiePolicy, type CookiePolicySlot } from '@/components/legal/cookie-policy';
import { CookieTable } from '@/components/legal/CookieTable';
import { LegalPage } from '@/components/legal/LegalPage';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/cookies';

// Read while Next renders the page at build time, so a broken content/legal/cookies.md fails the build.
const cookies = cookiePolicy();

export const metadata: Metadata = pageMetadata({ title: cookies.title, description: cookies.description, path: PATH });

/** The table is built from the cookies the code really sets, and the settings are the live switches. */
const SLOTS: Record<CookiePolicySlot, ReactNode> = {
  'cookie-table': <CookieTable />,
  'cookie-settings': <CookieSettings />,
};

export default function CookiesPage() {
  return <LegalPage title={cookies.title} crumb={cookies.crumb} path={PATH} intro={<p>{cookies.intro}</p>} sections={infoSections(cookies.sections, SLOTS)} />;
}
