/**
 * The shop-wide review figure for the trust badges, from each product's own rating and review count.
 * Only real reviews count (docs/product/decisions.md#ratings: fabricated ratings are unlawful in the UK).
 */

export interface RatingSummary {
  /** The mean over every review, unrounded. */
  average: number;
  reviewCount: number;
}

/** One decimal, rounded down so the badge never claims more than customers gave (4.96 shows 4.9). */
export function displayedAverage(average: number): string {
  // The epsilon keeps 4.7 from flooring to 4.6 when float arithmetic lands on 4.6999999.
  return (Math.floor(average * 10 + 1e-9) / 10).toFixed(1);
}

const grouped = new Intl.NumberFormat('en-GB');

/** "Rated 4.7 out of 5 across 1,234 reviews". */
export function describeRatings(summary: RatingSummary): string {
  const reviews = `${grouped.format(summary.reviewCount)} ${summary.reviewCount === 1 ? 'review' : 'reviews'}`;
  return `Rated ${displayedAverage(summary.average)} out of 5 across ${reviews}`;
}
