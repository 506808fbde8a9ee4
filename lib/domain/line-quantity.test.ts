import { clampQuantity, LINE_LIMIT_MESSAGE, MAX_LINE_QUANTITY, mostUnits, quantityLimitNote } from './line-quantity';

describe('mostUnits', () => {
  it('is what one line may hold, or the stock when that is known and smaller', () => {
    expect(mostUnits()).toBe(MAX_LINE_QUANTITY);
    expect(mostUnits(null)).toBe(MAX_LINE_QUANTITY);
    expect(mostUnits(3)).toBe(3);
    expect(mostUnits(250)).toBe(MAX_LINE_QUANTITY);
    expect(mostUnits(0)).toBe(0);
    expect(mostUnits(-2)).toBe(0);
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity whole and between 1 and the stock', () => {
    expect(clampQuantity(2, 3)).toBe(2);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(2.8, 3)).toBe(2);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-4, 3)).toBe(1);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
  });

  it('stops at what one line may hold while the stock is unknown or larger', () => {
    expect(clampQuantity(500)).toBe(MAX_LINE_QUANTITY);
    expect(clampQuantity(500, 400)).toBe(MAX_LINE_QUANTITY);
    expect(clampQuantity(Number.POSITIVE_INFINITY, null)).toBe(MAX_LINE_QUANTITY);
  });

  it('still offers 1 of something sold out: adding it is refused elsewhere', () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });
});

describe('quantityLimitNote', () => {
  it('says nothing below the most there can be', () => {
    expect(quantityLimitNote(2, 3)).toBeNull();
    expect(quantityLimitNote(98)).toBeNull();
  });

  it('names the stock once the quantity reaches it, or passes it after the stock ran short, but not a sell-out', () => {
    expect(quantityLimitNote(3, 3)).toBe('Only 3 in stock.');
    expect(quantityLimitNote(5, 2)).toBe('Only 2 in stock.');
    expect(quantityLimitNote(1, 1)).toBe('Only 1 in stock.');
    expect(quantityLimitNote(1, 0)).toBeNull();
  });

  it('names the line limit when that, not the stock, is what stops it', () => {
    expect(quantityLimitNote(MAX_LINE_QUANTITY)).toBe(LINE_LIMIT_MESSAGE);
    expect(quantityLimitNote(MAX_LINE_QUANTITY, 300)).toBe(LINE_LIMIT_MESSAGE);
    expect(LINE_LIMIT_MESSAGE).toBe('You can have at most 99 of one item in your cart.');
    expect(quantityLimitNote(MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)).toBe(LINE_LIMIT_MESSAGE);
  });
});
