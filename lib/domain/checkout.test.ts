import { COUNTRY_CODES, countryName, EMAIL_PATTERN, emptyAddress, missingFields, missingFieldsMessage, REQUIRED_SHIPPING_FIELDS } from './checkout';

describe('checkout fields', () => {
  it('serves the six countries with GB first', () => {
    expect(COUNTRY_CODES).toEqual(['GB', 'US', 'CA', 'AU', 'DE', 'FR']);
    expect(countryName('DE')).toBe('Germany');
    expect(emptyAddress().country).toBe('GB');
  });

  it('lists the blank required fields in form order, ignoring whitespace-only answers', () => {
    const address = { ...emptyAddress(), first_name: 'Morag', last_name: '  ', city: 'Inverness', country: 'GB' };
    expect(missingFields(address, REQUIRED_SHIPPING_FIELDS)).toEqual(['last_name', 'email', 'address_1', 'postcode']);
  });

  it('does not require phone or the second address line', () => {
    const complete = { ...emptyAddress(), first_name: 'A', last_name: 'B', email: 'a@b.example', address_1: '1 High St', city: 'Oban', postcode: 'PA34 4AA' };
    expect(missingFields(complete, REQUIRED_SHIPPING_FIELDS)).toEqual([]);
  });

  it('names the fields in the toast', () => {
    expect(missingFieldsMessage(['first_name', 'email', 'postcode'])).toBe('Please fill in: First name, Email, Postcode');
  });
});

describe('EMAIL_PATTERN', () => {
  it('accepts the addresses shoppers have', () => {
    for (const email of ['morag@example.com', 'hamish.macleod+orders@mail.example.co.uk', "o'neill@highland-home.scot", 'a_b-c@x1.io']) expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it('refuses brackets, spaces, quotes, a missing dot or a bad domain label', () => {
    for (const email of ['<a@b.c>', 'a@b.c>', 'a b@c.de', '"a"@b.cd', 'a@localhost', 'a@-b.cd', 'a@b-.cd', 'a@b..cd', 'a@@b.cd', '@b.cd', 'a@b.cd ']) {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    }
  });
});
