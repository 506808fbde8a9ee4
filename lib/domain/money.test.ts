import { decimalToPence, formatPounds, penceToDecimal } from './money';

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
