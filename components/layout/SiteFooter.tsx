import { IntentLink } from '@/components/ui/IntentLink';
import { cn } from '@/components/ui/cn';
import { EmailLink } from '@/components/ui/EmailLink';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { contactEmail, CUSTOMER_SERVICE_LINKS, LEGAL_LINKS, SHOP_NAME, SHOP_TAGLINE, SOCIAL_LINKS, type SiteLink } from '@/lib/site';
import { FOCUS_RING_ON_DARK } from './focus';

// 44px tall on touch screens; the denser desktop list still clears the 24px minimum.
const footerLink = 'footer-link';

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 font-heading text-lg font-semibold text-cream-50">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink href={link.href} className={footerLink}>
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SocialLinks() {
  return (
    <ul aria-label={`${SHOP_NAME} on social media`} className="flex flex-wrap gap-x-4 pt-1">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={footerLink}>
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Collections, customer service, legal links and the contact e-mail, on every page. The collections
 * are the catalogue's shown categories in the owner's order (StorefrontFooter reads them); null when
 * they could not be read, and the column is left out rather than the page failing.
 */
export function SiteFooter({ collections }: { collections: readonly SiteLink[] | null }) {
  return (
    <footer className="mt-16 bg-moss-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="space-y-3">
          <h2 id="footer-about" className="font-heading text-2xl font-bold text-cream-50">
            {SHOP_NAME}
          </h2>
          <p>{SHOP_TAGLINE}.</p>
          <p>{FREE_UK_SHIPPING_HEADLINE}.</p>
          <p>
            Write to us:{' '}
            <EmailLink address={contactEmail()} className={cn('font-semibold text-white underline underline-offset-2', FOCUS_RING_ON_DARK)} />
          </p>
          <SocialLinks />
        </section>
        {collections?.length ? <LinkColumn title="Collections" links={collections} /> : null}
        <LinkColumn title="Customer Service" links={CUSTOMER_SERVICE_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-sm text-cream-100">
        © {new Date().getFullYear()} {SHOP_NAME}. Prices in pounds sterling (GBP).
      </p>
    </footer>
  );
}
