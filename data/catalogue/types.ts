/**
 * The shape of the shop's seed catalogue. Seed files describe products the way a shop owner thinks
 * of them; `lib/db/seed` turns them into rows. Money is always integer pence.
 */
import type { ArtworkSpec } from '../artwork/types';

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
}

export interface SeedAttribute {
  /** Shown to shoppers, e.g. "Size", "Phone Model", "Colour". */
  name: string;
  options: string[];
}

export interface SeedVariation {
  /** Attribute name -> chosen option; names and options must come from the product's attributes. */
  attributes: Record<string, string>;
  pricePence: number;
  /** Set only when this variation is on sale: the price before the reduction, above pricePence. */
  regularPricePence?: number;
  stock: number;
}

interface SeedProductBase {
  slug: string;
  name: string;
  categorySlug: string;
  /** Light HTML: <p>, <strong>, <em>, <ul>/<li>, <h3>. No scripts, styles, images or links. */
  descriptionHtml: string;
  /** Lower-case. Badge tags: new, bestseller, limited, premium; plus descriptive ones (tartan, thistle...). */
  tags: string[];
  featured?: boolean;
  /** How long ago the product was added, for the "newest" sort. */
  addedDaysAgo: number;
  artwork: ArtworkSpec;
}

export interface SeedSimpleProduct extends SeedProductBase {
  type: 'simple';
  pricePence: number;
  regularPricePence?: number;
  stock: number;
}

export interface SeedVariableProduct extends SeedProductBase {
  type: 'variable';
  attributes: SeedAttribute[];
  variations: SeedVariation[];
}

export type SeedProduct = SeedSimpleProduct | SeedVariableProduct;
