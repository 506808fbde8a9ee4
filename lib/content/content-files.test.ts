/**
 * Every file under content/ through the loader that reads it, so a broken file fails `npm test`
 * as surely as it fails the build (content/README.md).
 */
import { cookiePolicy } from '@/components/legal/cookie-policy';
import { loadAdventure } from '@/lib/content/seed/adventures';
import { loadStory } from '@/lib/content/seed/articles';
import { allContentFiles } from '@/lib/content/seed/read';
import { faqDocument } from './faq';
import { LEGAL_DOCUMENTS, legalDocument, type LegalDocumentName } from './legal';
import { sizeGuide } from './size-guide';

function load(file: string): unknown {
  if (file === 'content/faq.md') return faqDocument(file);
  if (file === 'content/size-guide.md') return sizeGuide(file);
  if (file === 'content/legal/cookies.md') return cookiePolicy();
  const legal = /^content\/legal\/([a-z-]+)\.md$/.exec(file)?.[1];
  if (legal && (LEGAL_DOCUMENTS as readonly string[]).includes(legal)) return legalDocument(legal as LegalDocumentName);
  if (/^content\/stories\/[^/]+\.md$/.test(file)) return loadStory(file);
  if (/^content\/adventures\/[^/]+\.md$/.test(file)) return loadAdventure(file);
  throw new Error(`${file}: nothing reads this file; content/README.md says where each kind of content lives`);
}

const files = allContentFiles();

describe('the content folder', () => {
  it('holds every page the loaders expect', () => {
    for (const name of LEGAL_DOCUMENTS) expect(files).toContain(`content/legal/${name}.md`);
    expect(files).toEqual(expect.arrayContaining(['content/faq.md', 'content/size-guide.md']));
    expect(files.filter((file) => file.startsWith('content/stories/')).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.startsWith('content/adventures/')).length).toBeGreaterThan(0);
  });

  it.each(files)('%s loads through the pipeline', (file) => {
    expect(load(file)).toBeTruthy();
  });
});
