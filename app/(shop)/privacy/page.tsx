import type { Metadata } from 'next';
import { infoSections } from '@/components/content/info-sections';
import { LegalPage } from '@/components/legal/LegalPage';
import { legalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/privacy';

// Read while Next renders the page at build time, so a broken content/legal/privacy.md fails the build.
const privacy = legalDocument('privacy');

export const metadata: Metadata = pageMetadata({ title: privacy.title, description: privacy.description, path: PATH });

export default function PrivacyPage() {
  return <LegalPage title={privacy.title} crumb={privacy.crumb} path={PATH} intro={<p>{privacy.intro}</p>} sections={infoSections(privacy.sections)} />;
}
