import Link from 'next/link';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { COLLECTION_LINKS, contactEmail, CUSTOMER_SERVICE_LINKS, LEGAL_LINKS, SHOP_NAME, SHOP_TAGLINE, SOCIAL_LINKS, type SiteLink } from '@/lib/site';

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-heading text-lg font-semibold text-cream-50">{title}</h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="inline-flex min-h-9 items-center text-cream-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const email = contactEmail();
  return (
    <footer className="mt-16 bg-moss-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="font-heading text-2xl font-bold text-cream-50">{SHOP_NAME}</p>
          <p>{SHOP_TAGLINE}.</p>
          <p>{FREE_UK_SHIPPING_HEADLINE}.</p>
          <p>
            Write to us:{' '}
            <a href={`mailto:${email}`} className="font-semibold text-white underline underline-offset-2">
              {email}
            </a>
          </p>
          <ul className="flex flex-wrap gap-3 pt-2" aria-label="Follow us">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-9 items-center text-cream-100 underline-offset-2 hover:underline">
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Collections" links={COLLECTION_LINKS} />
        <LinkColumn title="Customer Service" links={CUSTOMER_SERVICE_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-sm text-cream-100">
        © {new Date().getFullYear()} {SHOP_NAME}. Prices in pounds sterling (GBP).
      </p>
    </footer>
  );
}
