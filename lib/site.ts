/** Who the shop is and where it lives; contact details come from configuration. */
export const SHOP_NAME = 'Highland Home';
export const SHOP_TAGLINE = 'Scottish Highland gifts, heritage stories and walking adventures';

export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

export function contactEmail(): string {
  return process.env.SHOP_CONTACT_EMAIL ?? 'hello@highland-home.example';
}

export interface SiteLink {
  href: string;
  label: string;
}

/** The header's six links, in order. */
export const NAV_LINKS: readonly SiteLink[] = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/articles', label: 'Articles' },
  { href: '/adventures', label: 'Adventures' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

/** The category pages the header, footer and home link to (docs/product/routes.md#footer). */
export const COLLECTION_LINKS: readonly SiteLink[] = [
  { href: '/products?category=aprons', label: 'Aprons' },
  { href: '/products?category=chopping-boards', label: 'Chopping Boards' },
  { href: '/products?category=phone-cases', label: 'Phone Cases' },
  { href: '/products?category=t-shirts-2', label: 'T-Shirts' },
  { href: '/products?category=accessories', label: 'Accessories' },
  { href: '/products?category=wall-art', label: 'Wall Art' },
  { href: '/products?category=highland-aprons', label: 'Highland Aprons' },
  { href: '/products?category=glass-boards', label: 'Glass Chopping Boards' },
  { href: '/products?category=highland-apparel', label: 'Highland Apparel' },
  { href: '/products?category=artisan-crafts', label: 'Artisan Crafts' },
];

export const CUSTOMER_SERVICE_LINKS: readonly SiteLink[] = [
  { href: '/contact', label: 'Contact Us' },
  { href: '/shipping', label: 'Shipping Information' },
  { href: '/returns', label: 'Returns & Exchanges' },
  { href: '/size-guide', label: 'Size Guide' },
  { href: '/faq', label: 'FAQ' },
  { href: '/track', label: 'Track Your Order' },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/cookies', label: 'Cookie Policy' },
  { href: '/sitemap', label: 'Sitemap' },
];

/** The shop's social profiles; configurable because a new shop may not have claimed them yet. */
export const SOCIAL_LINKS: readonly SiteLink[] = [
  { href: process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/', label: 'Facebook' },
  { href: process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/', label: 'Instagram' },
  { href: process.env.NEXT_PUBLIC_SOCIAL_X ?? 'https://x.com/', label: 'Twitter' },
  { href: process.env.NEXT_PUBLIC_SOCIAL_PINTEREST ?? 'https://www.pinterest.com/', label: 'Pinterest' },
];
