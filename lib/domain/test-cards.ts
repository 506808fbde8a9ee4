/**
 * The built-in test processor's cards (lib/payments/test): Stripe's documented test numbers behave as
 * they do in Stripe's test mode, and the card fields are checked as a real form would check them.
 * Messages are Stripe's own wording, so the shop reads the same whichever processor is in use.
 */
import cardValidator from 'card-validator';

export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication' | 'unknown';

export const TEST_CARDS: readonly { number: string; outcome: Exclude<TestCardOutcome, 'unknown'>; label: string }[] = [
  { number: '4242424242424242', outcome: 'succeeds', label: 'Payment succeeds' },
  { number: '4000002500003155', outcome: 'requires_authentication', label: 'Asks for authentication' },
  { number: '4000000000000002', outcome: 'declined', label: 'Card declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds', label: 'Insufficient funds' },
];

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  unknown_test_card: 'Your card was declined. This shop is in test mode: use one of the test cards listed, such as 4242 4242 4242 4242.',
} as const;

export function digitsOnly(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function testCardOutcome(number: string): TestCardOutcome {
  const digits = digitsOnly(number);
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'unknown';
}

export interface CardFields {
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** Field-by-field problems with a card, in Stripe's words; an empty object means the card can be tried. */
export function cardErrors(fields: CardFields): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOnly(fields.number);
  const number = cardValidator.number(digits);
  if (!digits) errors.number = 'Your card number is incomplete.';
  else if (!/^\d+$/.test(digits) || !number.isValid) {
    // A Visa may run to 19 digits, so 16 that fail the Luhn check are "potentially valid" to the
    // validator; a number of a length the card can have is simply wrong.
    const fullLength = number.card?.lengths.includes(digits.length) ?? false;
    errors.number = number.isPotentiallyValid && !fullLength && /^\d+$/.test(digits) ? 'Your card number is incomplete.' : 'Your card number is invalid.';
  }

  const expiry = fields.expiry.replace(/\s/g, '');
  if (!expiry) errors.expiry = "Your card's expiry date is incomplete.";
  else if (!cardValidator.expirationDate(expiry).isValid) {
    // '01/20' could still grow into '01/2032', so the validator calls it potentially valid; a whole date is simply wrong.
    const whole = /^\d{2}\/?(\d{2}|\d{4})$/.test(expiry);
    errors.expiry = whole ? "Your card's expiry date is in the past or invalid." : "Your card's expiry date is incomplete.";
  }

  const size = number.card?.code.size ?? 3;
  const cvc = fields.cvc.trim();
  if (!cvc) errors.cvc = "Your card's security code is incomplete.";
  else if (!cardValidator.cvv(cvc, size).isValid) errors.cvc = `Your card's security code should be ${size} digits.`;
  return errors;
}

/** 4242424242424242 -> '4242 4242 4242 4242', as the shopper types. */
export function formatCardNumber(text: string): string {
  return digitsOnly(text)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12 / 30' while typing an expiry date. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function last4(number: string): string {
  return digitsOnly(number).slice(-4);
}
