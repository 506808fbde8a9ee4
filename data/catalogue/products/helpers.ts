/**
 * Small builders for the seed catalogue, so each product file reads like a shop owner's list
 * rather than a wall of variation objects. Money is integer pence throughout.
 */
import type { SeedAttribute, SeedVariableProduct, SeedVariation } from '../types';

/** Every shirt comes in these sizes, written exactly like this. */
export const TSHIRT_SIZES = ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl'] as const;

/** Every chopping board and glass board comes in these sizes, smallest first. */
export const BOARD_SIZES = [
  'small (30cm x 20cm)',
  'medium (45cm x 30cm)',
  'large (60cm x 40cm)',
  'x-large (76cm x 50cm)',
] as const;

export type Seven<T> = readonly [T, T, T, T, T, T, T];
export type Four<T> = readonly [T, T, T, T];

type VariableParts = Pick<SeedVariableProduct, 'type' | 'attributes' | 'variations'>;

/** Joins HTML fragments, so long descriptions can be written one block per line. */
export const html = (...parts: string[]): string => parts.join('');

const attribute = (name: string, options: readonly string[]): SeedAttribute => ({ name, options: [...options] });

function at<T>(list: readonly T[], index: number, label: string): T {
  const value = list[index];
  if (value === undefined) throw new Error(`${label}: nothing at position ${index}`);
  return value;
}

function variation(
  attributes: Record<string, string>,
  pricePence: number,
  stock: number,
  regularPricePence?: number,
): SeedVariation {
  return regularPricePence === undefined
    ? { attributes, pricePence, stock }
    : { attributes, pricePence, regularPricePence, stock };
}

/**
 * A product with one attribute and a variation per option. `prices`, `stock` and (when the product
 * is on sale) `regular` line up with `options`.
 */
export function byOption(
  name: string,
  options: readonly string[],
  prices: readonly number[],
  stock: readonly number[],
  regular?: readonly number[],
): VariableParts {
  const label = `byOption(${name})`;
  if (prices.length !== options.length || stock.length !== options.length) {
    throw new Error(`${label}: prices and stock must match the options`);
  }
  if (regular && regular.length !== options.length) throw new Error(`${label}: regular prices must match the options`);
  return {
    type: 'variable',
    attributes: [attribute(name, options)],
    variations: options.map((option, i) =>
      variation(
        { [name]: option },
        at(prices, i, label),
        at(stock, i, label),
        regular ? at(regular, i, label) : undefined,
      ),
    ),
  };
}

/**
 * Two attributes, a variation for every combination. `price(a, b)` gives the price and `stock[i][j]`
 * the stock for option i of the first attribute with option j of the second.
 */
export function byGrid(
  first: { name: string; options: readonly string[] },
  second: { name: string; options: readonly string[] },
  price: (a: string, b: string) => number,
  stock: readonly (readonly number[])[],
): VariableParts {
  const label = `byGrid(${first.name}, ${second.name})`;
  return {
    type: 'variable',
    attributes: [attribute(first.name, first.options), attribute(second.name, second.options)],
    variations: first.options.flatMap((a, i) =>
      second.options.map((b, j) =>
        variation({ [first.name]: a, [second.name]: b }, price(a, b), at(at(stock, i, label), j, label)),
      ),
    ),
  };
}

export interface ShirtPricing {
  /** xs to xl. */
  price: number;
  /** 2xl and 3xl. */
  largePrice: number;
  /** Set both when the shirt is on sale. */
  regular?: number;
  largeRegular?: number;
}

const isLargeSize = (size: string) => size === '2xl' || size === '3xl';

function shirtPrices(pricing: ShirtPricing): { prices: number[]; regular?: number[] } {
  const prices = TSHIRT_SIZES.map((size) => (isLargeSize(size) ? pricing.largePrice : pricing.price));
  if (pricing.regular === undefined && pricing.largeRegular === undefined) return { prices };
  const { regular = pricing.price, largeRegular = pricing.largePrice } = pricing;
  return { prices, regular: TSHIRT_SIZES.map((size) => (isLargeSize(size) ? largeRegular : regular)) };
}

/** A shirt in sizes xs to 3xl; stock is listed in size order. */
export function shirt(pricing: ShirtPricing, stock: Seven<number>): VariableParts {
  const { prices, regular } = shirtPrices(pricing);
  return byOption('Size', TSHIRT_SIZES, prices, stock, regular);
}

/** A shirt in sizes xs to 3xl and in several colours; stock per colour is listed in size order. */
export function shirtInColours(pricing: ShirtPricing, stockByColour: Record<string, Seven<number>>): VariableParts {
  const { prices, regular } = shirtPrices(pricing);
  const colours = Object.keys(stockByColour);
  return {
    type: 'variable',
    attributes: [attribute('Size', TSHIRT_SIZES), attribute('Colour', colours)],
    variations: colours.flatMap((colour) => {
      const stock = stockByColour[colour];
      if (!stock) throw new Error(`shirtInColours: no stock for ${colour}`);
      return TSHIRT_SIZES.map((size, i) =>
        variation(
          { Size: size, Colour: colour },
          at(prices, i, 'shirtInColours'),
          at(stock, i, 'shirtInColours'),
          regular ? at(regular, i, 'shirtInColours') : undefined,
        ),
      );
    }),
  };
}

/** A chopping board or glass board in the four standard sizes; prices rise with size. */
export function board(prices: Four<number>, stock: Four<number>, regular?: Four<number>): VariableParts {
  return byOption('Size', BOARD_SIZES, prices, stock, regular);
}

/** A phone case; stock is listed in the same order as the models. */
export function phoneCase(
  models: readonly string[],
  price: number,
  stock: readonly number[],
  regularPrice?: number,
): VariableParts {
  return byOption(
    'Phone Model',
    models,
    models.map(() => price),
    stock,
    regularPrice === undefined ? undefined : models.map(() => regularPrice),
  );
}
