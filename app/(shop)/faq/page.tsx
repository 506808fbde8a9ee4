import type { Metadata } from 'next';
import { ContentHtml } from '@/components/content/ContentHtml';
import { FaqList } from '@/components/info/FaqList';
import { InfoPage } from '@/components/info/InfoPage';
import { INFO_CALLOUT, INFO_H2 } from '@/components/info/styles';
import { JsonLd } from '@/components/seo/JsonLd';
import { FAQ } from '@/lib/content/faq';
import { faqPageJsonLd } from '@/lib/seo/faq-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/faq';

// content/faq.md is read while Next renders the page at build time, so a broken file fails the build.
export const metadata: Metadata = pageMetadata({ title: FAQ.title, description: FAQ.description, path: PATH });

export default function FaqPage() {
  const half = Math.ceil(FAQ.entries.length / 2);
  return (
    <InfoPage title={FAQ.title} crumb={FAQ.crumb} path={PATH} eyebrow={FAQ.eyebrow} intro={<p>{FAQ.intro}</p>} wide>
      <JsonLd data={faqPageJsonLd(FAQ.entries, PATH)} />
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="sr-only">
          {FAQ.questionsTitle}
        </h2>
        {/* Two columns on a wide screen, each a list of its own, so an opened answer pushes down only the questions under it. */}
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start lg:gap-6">
          <FaqList entries={FAQ.entries.slice(0, half)} />
          <FaqList entries={FAQ.entries.slice(half)} />
        </div>
      </section>
      <section aria-labelledby="faq-more-heading" className={INFO_CALLOUT}>
        <h2 id="faq-more-heading" className={INFO_H2}>
          {FAQ.more.title}
        </h2>
        <ContentHtml html={FAQ.more.html} className="mt-3 text-lg" />
      </section>
    </InfoPage>
  );
}
