import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/IntentLink';
import { LazyContactForm } from '@/components/contact/LazyContactForm';
import { SocialButtons } from '@/components/home/SocialLinks';
import { FaqList } from '@/components/info/FaqList';
import { FOCUS_RING } from '@/components/layout/focus';
import { cn } from '@/components/ui/cn';
import { EmailLink } from '@/components/ui/EmailLink';
import { CONTACT_FAQ } from '@/lib/content/faq';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { pageMetadata } from '@/lib/seo/metadata';
import { contactEmail } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Questions about an order, a gift or a custom engraving? Write to Highland Home: we reply within 24 hours.',
  path: '/contact',
});

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-4xl font-bold">Contact Us</h1>
        <p className="max-w-2xl text-lg text-slate-700">
          A question about an order, a size, a gift or a custom engraving? Send us a note: a real person reads every message and replies within 24 hours.
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="rounded-lg border border-moss-100 bg-white p-6">
          <LazyContactForm />
        </div>
        <aside aria-labelledby="contact-details-heading" className="space-y-6">
          <section className="space-y-2">
            <h2 id="contact-details-heading" className="text-2xl font-semibold">
              Contact details
            </h2>
            <p>
              E-mail:{' '}
              <EmailLink address={contactEmail()} className={cn('font-semibold text-moss-800 underline underline-offset-2', FOCUS_RING)} />
            </p>
            <p>We answer Monday to Friday, 9am to 5pm (UK time), and always within 24 hours.</p>
            <p>{FREE_UK_SHIPPING_HEADLINE}.</p>
          </section>
          <section aria-labelledby="contact-social-heading" className="space-y-2">
            <h2 id="contact-social-heading" className="text-xl font-semibold">
              Find us on social media
            </h2>
            <SocialButtons />
          </section>
        </aside>
      </div>
      <section aria-labelledby="contact-faq-heading" className="space-y-4">
        <h2 id="contact-faq-heading" className="text-2xl font-semibold">
          Quick answers
        </h2>
        <FaqList entries={CONTACT_FAQ} />
        <p>
          <IntentLink href="/faq" className={cn('font-semibold text-moss-800 underline underline-offset-2', FOCUS_RING)}>
            More questions and answers
          </IntentLink>
        </p>
      </section>
    </div>
  );
}
