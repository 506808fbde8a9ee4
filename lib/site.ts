/** Who the shop is and where it lives; contact details come from configuration. */
export const SHOP_NAME = 'Highland Home';
export const SHOP_TAGLINE = 'Scottish Highland gifts, heritage stories and walking adventures';

export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

export function contactEmail(): string {
  return process.env.SHOP_CONTACT_EMAIL ?? 'hello@highland-home.example';
}
