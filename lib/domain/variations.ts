/** Matching chosen options to a product's variations (every attribute equal, ignoring case: docs/product/rules.md#product-options). */

export interface VariationOption {
  name: string;
  option: string;
}

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase('en-GB');
}

/**
 * A stable key for a set of options, independent of order and case, so the database can find the
 * variation for a choice through a unique index.
 */
export function variationKey(options: readonly VariationOption[]): string {
  return options
    .map(({ name, option }) => `${normalise(name)}=${normalise(option)}`)
    .sort()
    .join('&');
}

export function optionsFromRecord(chosen: Readonly<Record<string, string>>): VariationOption[] {
  return Object.entries(chosen).map(([name, option]) => ({ name, option }));
}

/** The first variation whose every attribute equals the chosen value for it, ignoring case. */
export function findMatchingVariation<V extends { attributes: readonly VariationOption[] }>(
  variations: readonly V[],
  chosen: Readonly<Record<string, string>>,
): V | undefined {
  const chosenByName = new Map(Object.entries(chosen).map(([name, option]) => [normalise(name), normalise(option)]));
  return variations.find(
    (variation) =>
      variation.attributes.length > 0 &&
      variation.attributes.every(({ name, option }) => chosenByName.get(normalise(name)) === normalise(option)),
  );
}
