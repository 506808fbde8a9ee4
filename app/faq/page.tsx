import type { Metadata } from 'next';
import Link from 'next/link';
import { FaqList } from '@/components/info/FaqList';
import { InfoPage } from '@/components/info/InfoPage';
import { INFO_CALLOUT, INFO_H2, INFO_LINK } from '@/components/info/styles';
import { JsonLd } from '@/components/seo/JsonLd';
import { FAQ_ENTRIES } from '@/lib/domain/faq';
import { FREE_UK_SHIPPING_HEADLINE, RETURN_WINDOW_DAYS } from '@/lib/domain/policies';
import { faqPageJsonLd } from '@/lib/seo/faq-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/faq';

export const metadata: Metadata = pageMetadata({
  title: 'Frequently Asked Questions',
  description: `Answers about delivery (${FREE_UK_SHIPPING_HEADLINE.toLowerCase()}), ${RETURN_WINDOW_DAYS}-day returns, tracking, sizing, payment, gifts and caring for your chopping board.`,
  path: PATH,
});

export default function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      crumb="FAQ"
      path={PATH}
      eyebrow="Customer care"
      intro={<p>The questions we are asked most often, answered. Tap a question to read the answer.</p>}
    >
      <JsonLd data={faqPageJsonLd(FAQ_ENTRIES, PATH)} />
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="sr-only">
          Questions and answers
        </h2>
        <FaqList entries={FAQ_ENTRIES} />
      </section>
      <section aria-labelledby="faq-more-heading" className={INFO_CALLOUT}>
        <h2 id="faq-more-heading" className={INFO_H2}>
          Still have a question?
        </h2>
        <p className="mt-3 text-lg">
          We are a small team and we read every message.{' '}
          <Link href="/contact" className={INFO_LINK}>
            Get in touch
          </Link>{' '}
          and we will get back to you as soon as we can.
        </p>
      </section>
    </InfoPage>
  );
}
