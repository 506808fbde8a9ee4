/**
 * Choosing a variable product's options (docs/product/rules.md#product-options): what is still missing, which price to show
 * while the choice is incomplete, and how a choice travels in a URL.
 */
import type { Pence } from './money';
import { findMatchingVariation, type VariationOption } from './variations';

export interface OptionAttribute {
  name: string;
  options: readonly string[];
}

export type ChosenOptions = Readonly<Record<string, string>>;

/** Names of the attributes without a non-empty choice, in the product's order. */
export function missingSelections(attributes: readonly OptionAttribute[], chosen: ChosenOptions): string[] {
  return attributes.filter((attribute) => !(chosen[attribute.name] ?? '').trim()).map((attribute) => attribute.name);
}

/** Toast text: 'Please select: Size, Colour'. */
export function missingSelectionsMessage(missing: readonly string[]): string {
  return `Please select: ${missing.join(', ')}`;
}

export interface PricedVariation {
  attributes: readonly VariationOption[];
  pricePence: Pence;
  regularPricePence: Pence | null;
  inStock: boolean;
  /** Units in stock, where the page knows them. */
  stockQuantity?: number;
}

/** A product as its options are chosen: its own price and stock stand for a product without options. */
export interface ChoosableProduct {
  pricePence: Pence;
  regularPricePence: Pence | null;
  inStock: boolean;
  /** Units in stock of a product without options, where the page knows them. */
  stockQuantity?: number | null;
  attributes: readonly OptionAttribute[];
}

export type PriceDisplay =
  | { kind: 'exact'; pricePence: Pence; regularPricePence: Pence | null; inStock: boolean }
  | { kind: 'from'; pricePence: Pence }
  | { kind: 'range'; minPence: Pence; maxPence: Pence };

function equalsIgnoringCase(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en-GB') === b.trim().toLocaleLowerCase('en-GB');
}

/** Variations still possible given the options chosen so far. */
function compatible<V extends PricedVariation>(variations: readonly V[], chosen: ChosenOptions): V[] {
  const picks = Object.entries(chosen).filter(([, option]) => option.trim());
  return variations.filter((variation) =>
    picks.every(([name, option]) => {
      const own = variation.attributes.find((attribute) => equalsIgnoringCase(attribute.name, name));
      return !own || equalsIgnoringCase(own.option, option);
    }),
  );
}

/**
 * What a complete choice buys: the product itself when it has no options to choose (or no
 * variations to choose from), else the variation matching every chosen option; null until then.
 */
export function chosenItem<P extends ChoosableProduct, V extends PricedVariation>(product: P, variations: readonly V[], chosen: ChosenOptions): P | V | null {
  if (product.attributes.length === 0 || variations.length === 0) return product;
  if (missingSelections(product.attributes, chosen).length > 0) return null;
  return findMatchingVariation(variations, chosen) ?? null;
}

/**
 * Before every option is chosen: 'from £min' with nothing chosen, else the range of the variations
 * still possible. Once all are chosen: the matching variation's own price.
 */
export function priceDisplay(product: ChoosableProduct, variations: readonly PricedVariation[], chosen: ChosenOptions): PriceDisplay {
  const item = chosenItem(product, variations, chosen);
  if (item) return { kind: 'exact', pricePence: item.pricePence, regularPricePence: item.regularPricePence, inStock: item.inStock };
  const possible = compatible(variations, chosen);
  const pool = possible.length ? possible : variations;
  const prices = pool.map((variation) => variation.pricePence);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const anyChosen = Object.values(chosen).some((option) => option.trim());
  if (!anyChosen || min === max) return { kind: 'from', pricePence: min };
  return { kind: 'range', minPence: min, maxPence: max };
}

/** The options of a choice that the product really has, spelt as the product spells them. */
export function validChoice(attributes: readonly OptionAttribute[], requested: ChosenOptions): Record<string, string> {
  const choice: Record<string, string> = {};
  for (const attribute of attributes) {
    const wanted = Object.entries(requested).find(([name]) => equalsIgnoringCase(name, attribute.name))?.[1];
    const option = wanted === undefined ? undefined : attribute.options.find((candidate) => equalsIgnoringCase(candidate, wanted));
    if (option !== undefined) choice[attribute.name] = option;
  }
  return choice;
}

/** URL parameter names for attributes: 'Phone Model' -> 'phone-model', so a shared link reopens the choice. */
export function optionParamName(attributeName: string): string {
  return attributeName
    .trim()
    .toLocaleLowerCase('en-GB')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Reads a choice back from URL search parameters. */
export function choiceFromParams(attributes: readonly OptionAttribute[], params: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const requested: Record<string, string> = {};
  for (const attribute of attributes) {
    const value = params[optionParamName(attribute.name)];
    const text = Array.isArray(value) ? value[0] : value;
    if (text) requested[attribute.name] = text;
  }
  return validChoice(attributes, requested);
}

/** Writes a choice into URL search parameters, keeping unrelated parameters. */
export function choiceToParams(attributes: readonly OptionAttribute[], chosen: ChosenOptions, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const attribute of attributes) {
    const option = chosen[attribute.name];
    if (option) params.set(optionParamName(attribute.name), option);
    else params.delete(optionParamName(attribute.name));
  }
  return params;
}
