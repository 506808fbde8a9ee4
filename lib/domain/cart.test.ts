import { CART_FULL_MESSAGE, cartItemCount, cartSubtotalPence, hasRoomForLine, lineTotalPence, lineUnits, MAX_CART_LINES } from './cart';

const line = (unitPricePence: number, quantity: number) => ({ quantity, unitPricePence });

describe('lineUnits', () => {
  it('accepts whole positive quantities only', () => {
    expect(lineUnits(3)).toBe(3);
    expect(lineUnits(0)).toBe(0);
    expect(lineUnits(-1)).toBe(0);
    expect(lineUnits(1.5)).toBe(0);
    expect(lineUnits(Number.NaN)).toBe(0);
    expect(lineUnits(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('cartSubtotalPence', () => {
  it('sums unit price times quantity in whole pence, with no float drift', () => {
    expect(cartSubtotalPence([line(10, 3), line(20, 1), line(1999, 2)])).toBe(30 + 20 + 3998);
    expect(lineTotalPence(line(1999, 2))).toBe(3998);
  });

  it('is zero for an empty cart', () => {
    expect(cartSubtotalPence([])).toBe(0);
  });

  it('ignores lines with impossible quantities, so the total is always whole pence', () => {
    const total = cartSubtotalPence([line(1000, 1), line(999, 1.5), line(999, -2), line(999, Number.NaN)]);
    expect(total).toBe(1000);
    expect(Number.isSafeInteger(total)).toBe(true);
  });
});

describe('cartItemCount', () => {
  it('counts units, not lines', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(cartItemCount([])).toBe(0);
  });

  it('never counts impossible quantities', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }, { quantity: -1 }, { quantity: 0.5 }, { quantity: Number.NaN }])).toBe(5);
  });
});

describe('hasRoomForLine', () => {
  it(`has room for new lines up to ${MAX_CART_LINES}, and says the limit when it has none`, () => {
    expect(hasRoomForLine(0)).toBe(true);
    expect(hasRoomForLine(MAX_CART_LINES - 1)).toBe(true);
    expect(hasRoomForLine(MAX_CART_LINES)).toBe(false);
    expect(CART_FULL_MESSAGE).toContain(`at most ${MAX_CART_LINES} different items`);
  });
});
