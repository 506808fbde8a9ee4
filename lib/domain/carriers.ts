/**
 * The parcel carriers the shop ships with, and where a shopper follows a parcel on each carrier's
 * own site (the shipping notice links there). A carrier typed in by hand still ships; its notice
 * gives the number without a link.
 */

/** The carriers the back office offers when an order ships (any other name may be typed). */
export const CARRIERS = ['Royal Mail', 'Parcelforce', 'DPD', 'Evri', 'DHL'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_PAGES: Record<Carrier, (number: string) => string> = {
  'Royal Mail': (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  DPD: (n) => `https://track.dpdlocal.co.uk/parcels/${n}`,
  Evri: (n) => `https://www.evri.com/track/parcel/${n}`,
  Parcelforce: (n) => `https://www.parcelforce.com/track-trace?trackNumber=${n}`,
  DHL: (n) => `https://www.dhl.com/gb-en/home/tracking.html?tracking-id=${n}`,
};

/** Names are matched loosely because an owner may type "royal mail" or "Royal  Mail ". */
function normalise(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function knownCarrier(name: string): Carrier | null {
  const wanted = normalise(name);
  return CARRIERS.find((carrier) => normalise(carrier) === wanted) ?? null;
}

/** The carrier's tracking page for this parcel, or null when the carrier or the number is unknown. */
export function trackingUrl(carrier: string, number: string): string | null {
  const known = knownCarrier(carrier);
  const parcel = number.trim();
  if (!known || parcel === '') return null;
  // Encoded so a number with a space or a '#' cannot break out of its place in the address.
  return TRACKING_PAGES[known](encodeURIComponent(parcel));
}
