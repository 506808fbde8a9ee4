import { decimalToPence, formatPounds, MAX_ORDER_TOTAL_PENCE, MAX_PRICE_PENCE, orderTotalRefusal, penceToDecimal } from './money';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [2499, '24.99'],
    [100000, '1000.00'],
    [-150, '-1.50'],
  ])('writes %i pence as %s', (pence, text) => expect(penceToDecimal(pence)).toBe(text));

  it('refuses fractions of a penny', () => expect(() => penceToDecimal(1.5)).toThrow(RangeError));

  it.each([
    ['24.99', 2499],
    ['24.9', 2490],
    ['24', 2400],
    [' 0.05 ', 5],
  ])('reads %s as %i pence', (text, pence) => expect(decimalToPence(text)).toBe(pence));

  it.each(['24.999', '-1', '1e3', 'abc', '', '.5', '24.'])('refuses %p', (text) => expect(decimalToPence(text)).toBeNull());

  it('formats pounds sterling for people', () => {
    expect(formatPounds(2499)).toBe('£24.99');
    expect(formatPounds(123456)).toBe('£1,234.56');
  });

  it('adds in pence without floating-point drift', () => {
    const total = [1999, 1999, 1999].reduce((sum, p) => sum + p, 0);
    expect(penceToDecimal(total)).toBe('59.97');
  });
});

describe('orderTotalRefusal', () => {
  it('takes an order up to the largest, and refuses one past it in a sentence with both sums', () => {
    expect(orderTotalRefusal(MAX_ORDER_TOTAL_PENCE)).toBeNull();
    expect(orderTotalRefusal(1)).toBeNull();
    expect(orderTotalRefusal(MAX_ORDER_TOTAL_PENCE + 1)).toBe('An order can come to at most £999,999.99, and this one comes to £1,000,000.00. Please split it into smaller orders.');
  });

  it('keeps the top price and the largest order inside a 32-bit integer column, 99 to a line', () => {
    expect(MAX_PRICE_PENCE * 99).toBeLessThan(2 ** 31);
    expect(MAX_ORDER_TOTAL_PENCE).toBeLessThan(2 ** 31);
  });
});
