/**
 * The campaign of the visit that brought a shopper (docs/adr/0035): its `utm_*` tags and the host of
 * the site that referred it. Kept only with the shopper's marketing consent.
 */
export interface Campaign {
  source: string | null;
  medium: string | null;
  name: string | null;
  referrerHost: string | null;
}
