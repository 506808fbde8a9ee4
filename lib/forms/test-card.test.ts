import { testCardSchema } from './test-card';

const future = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

describe('testCardSchema', () => {
  it('passes a good card on exactly as typed', () => {
    const card = { number: '4242 4242 4242 4242', expiry: future, cvc: '123' };
    expect(testCardSchema.parse(card)).toEqual(card);
  });

  it('puts the processor’s own words on each field it would refuse', () => {
    const refused = testCardSchema.safeParse({ number: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '12' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['number', 'Your card number is invalid.'],
      ['expiry', "Your card's expiry date is in the past or invalid."],
      ['cvc', "Your card's security code should be 3 digits."],
    ]);
  });
});
