import { cardErrors, formatCardNumber, formatExpiry, last4, testCardOutcome } from './test-cards';

const future = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

describe('testCardOutcome', () => {
  it('knows Stripe’s documented test numbers, however they are spaced', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(testCardOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(testCardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(testCardOutcome('4000 0025 0000 3155')).toBe('requires_authentication');
    expect(testCardOutcome('5555 5555 5555 4444')).toBe('unknown');
  });
});

describe('cardErrors', () => {
  it('accepts a complete card', () => {
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: future, cvc: '123' })).toEqual({});
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(cardErrors({ number: '4242 4242 4242 4241', expiry: future, cvc: '123' }).number).toBe('Your card number is invalid.');
  });

  it('calls a short number incomplete', () => {
    expect(cardErrors({ number: '4242 4242', expiry: future, cvc: '123' }).number).toBe('Your card number is incomplete.');
    expect(cardErrors({ number: '', expiry: future, cvc: '123' }).number).toBe('Your card number is incomplete.');
  });

  it('refuses letters in the number', () => {
    expect(cardErrors({ number: '4242 4242 4242 424a', expiry: future, cvc: '123' }).number).toBeDefined();
  });

  it('refuses an expiry in the past, and calls a half-typed one incomplete', () => {
    expect(cardErrors({ number: '4242424242424242', expiry: '01/20', cvc: '123' }).expiry).toBe("Your card's expiry date is in the past or invalid.");
    expect(cardErrors({ number: '4242424242424242', expiry: '13/40', cvc: '123' }).expiry).toBe("Your card's expiry date is in the past or invalid.");
    expect(cardErrors({ number: '4242424242424242', expiry: '1', cvc: '123' }).expiry).toBe("Your card's expiry date is incomplete.");
  });

  it('wants the card’s own length of security code', () => {
    expect(cardErrors({ number: '4242424242424242', expiry: future, cvc: '12' }).cvc).toBe("Your card's security code should be 3 digits.");
    expect(cardErrors({ number: '378282246310005', expiry: future, cvc: '1234' })).toEqual({});
    expect(cardErrors({ number: '4242424242424242', expiry: future, cvc: '' }).cvc).toBe("Your card's security code is incomplete.");
  });
});

describe('formatting as the shopper types', () => {
  it('groups card digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42')).toBe('4242 4242');
  });

  it('puts a slash in the expiry', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('1230')).toBe('12 / 30');
  });

  it('keeps only the last four digits for the record', () => {
    expect(last4('4242 4242 4242 4242')).toBe('4242');
  });
});
