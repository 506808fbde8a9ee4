import type { Metadata } from 'next';
import { infoSections } from '@/components/content/info-sections';
import { LegalPage } from '@/components/legal/LegalPage';
import { legalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/terms';

// Read while Next renders the page at build time, so a broken content/legal/terms.md fails the build.
const terms = legalDocument('terms');

export const metadata: Metadata = pageMetadata({ title: terms.title, description: terms.description, path: PATH });

export default function TermsPage() {
  return <LegalPage title={terms.title} crumb={terms.crumb} path={PATH} intro={<p>{terms.intro}</p>} sections={infoSections(terms.sections)} />;
}
