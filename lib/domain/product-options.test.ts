import {
  choiceFromParams,
  choiceToParams,
  chosenItem,
  missingSelections,
  missingSelectionsMessage,
  optionParamName,
  priceDisplay,
  validChoice,
} from './product-options';

const attributes = [
  { name: 'Size', options: ['Small', 'Medium', 'Large'] },
  { name: 'Finish', options: ['Oak', 'Walnut'] },
];
const variation = (size: string, finish: string, pricePence: number, extra: Partial<{ regularPricePence: number | null; inStock: boolean; stockQuantity: number }> = {}) => ({
  attributes: [
    { name: 'size', option: size },
    { name: 'finish', option: finish },
  ],
  pricePence,
  regularPricePence: null,
  inStock: true,
  ...extra,
});
const variations = [
  variation('small', 'oak', 2000),
  variation('small', 'walnut', 2400),
  variation('medium', 'oak', 3000),
  variation('medium', 'walnut', 3400),
  variation('large', 'oak', 4000, { regularPricePence: 4500, inStock: false }),
  variation('large', 'walnut', 4000),
];
const product = { pricePence: 2000, regularPricePence: null, inStock: true, attributes };

describe('missingSelections', () => {
  it('lists attributes without a non-empty choice, in order', () => {
    expect(missingSelections(attributes, {})).toEqual(['Size', 'Finish']);
    expect(missingSelections(attributes, { Size: 'Small', Finish: '  ' })).toEqual(['Finish']);
    expect(missingSelections(attributes, { Size: 'Small', Finish: 'Oak' })).toEqual([]);
    expect(missingSelections([], {})).toEqual([]);
  });

  it('words the toast as the product docs do', () => {
    expect(missingSelectionsMessage(['Size', 'Finish'])).toBe('Please select: Size, Finish');
  });
});

describe('priceDisplay', () => {
  it('says "from" the cheapest before anything is chosen', () => {
    expect(priceDisplay(product, variations, {})).toEqual({ kind: 'from', pricePence: 2000 });
  });

  it('narrows to the range still possible as options are chosen', () => {
    expect(priceDisplay(product, variations, { Size: 'Medium' })).toEqual({ kind: 'range', minPence: 3000, maxPence: 3400 });
    expect(priceDisplay(product, variations, { Finish: 'walnut' })).toEqual({ kind: 'range', minPence: 2400, maxPence: 4000 });
    expect(priceDisplay(product, variations, { Size: 'Large' })).toEqual({ kind: 'from', pricePence: 4000 });
  });

  it("shows the matching variation's own price once every option is chosen, ignoring case", () => {
    expect(priceDisplay(product, variations, { Size: 'MEDIUM', Finish: 'Walnut' })).toEqual({
      kind: 'exact',
      pricePence: 3400,
      regularPricePence: null,
      inStock: true,
    });
    expect(priceDisplay(product, variations, { Size: 'Large', Finish: 'Oak' })).toEqual({
      kind: 'exact',
      pricePence: 4000,
      regularPricePence: 4500,
      inStock: false,
    });
  });

  it('falls back to the whole range when a complete choice matches no variation', () => {
    expect(priceDisplay(product, variations, { Size: 'Huge', Finish: 'Oak' })).toEqual({ kind: 'range', minPence: 2000, maxPence: 4000 });
  });

  it("shows a simple product's own price", () => {
    expect(priceDisplay({ ...product, attributes: [], regularPricePence: 2500 }, [], {})).toEqual({
      kind: 'exact',
      pricePence: 2000,
      regularPricePence: 2500,
      inStock: true,
    });
  });
});

describe('chosenItem', () => {
  const stocked = [variation('small', 'oak', 2000, { stockQuantity: 3 }), variation('large', 'oak', 4000, { stockQuantity: 0, inStock: false })];
  const board = { ...product, stockQuantity: null };

  it('is nothing until every option is chosen, then the variation they match, with its stock', () => {
    expect(chosenItem(board, stocked, {})).toBeNull();
    expect(chosenItem(board, stocked, { Size: 'Small' })).toBeNull();
    expect(chosenItem(board, stocked, { Size: 'Small', Finish: 'Oak' })?.stockQuantity).toBe(3);
    expect(chosenItem(board, stocked, { Size: 'large', Finish: 'OAK' })).toBe(stocked[1]);
  });

  it('is nothing for a complete choice no variation matches', () => {
    expect(chosenItem(board, stocked, { Size: 'Medium', Finish: 'Walnut' })).toBeNull();
  });

  it('is the product itself when it has no options to choose', () => {
    const simple = { ...product, attributes: [], stockQuantity: 7 };
    expect(chosenItem(simple, [], {})).toBe(simple);
    expect(chosenItem({ ...product, stockQuantity: 7 }, [], { Size: 'Small' })?.stockQuantity).toBe(7);
  });
});

describe('choices in URLs', () => {
  it('names parameters after attributes', () => {
    expect(optionParamName(' Phone Model ')).toBe('phone-model');
  });

  it('keeps only options the product has, spelt its way', () => {
    expect(validChoice(attributes, { size: 'small', Finish: 'Teak', Colour: 'Red' })).toEqual({ Size: 'Small' });
  });

  it('round-trips a choice and keeps unrelated parameters', () => {
    const params = choiceToParams(attributes, { Size: 'Medium', Finish: 'Walnut' }, new URLSearchParams('ref=mail&size=small'));
    expect(params.toString()).toBe('ref=mail&size=Medium&finish=Walnut');
    expect(choiceFromParams(attributes, Object.fromEntries(params))).toEqual({ Size: 'Medium', Finish: 'Walnut' });
    expect(choiceToParams(attributes, { Size: 'Medium' }, params).toString()).toBe('ref=mail&size=Medium');
    expect(choiceFromParams(attributes, { size: ['large', 'small'], finish: undefined })).toEqual({ Size: 'Large' });
  });
});
