/** Checkout rules (docs/product/rules.md#validation): the countries served, which fields are required and how they are named. */

export const CHECKOUT_COUNTRIES = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
] as const;

export type CountryCode = (typeof CHECKOUT_COUNTRIES)[number]['code'];
export const COUNTRY_CODES = CHECKOUT_COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY: CountryCode = 'GB';

export function countryName(code: string): string {
  return CHECKOUT_COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

export interface AddressFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  country: string;
  state: string;
}

export type AddressField = keyof AddressFields;

export const FIELD_LABELS: Record<AddressField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address_1: 'Address',
  address_2: 'Address line 2',
  city: 'City',
  postcode: 'Postcode',
  country: 'Country',
  state: 'State / County',
};

/** What the shipping address must have; phone and the second address line are optional. */
export const REQUIRED_SHIPPING_FIELDS: readonly AddressField[] = ['first_name', 'last_name', 'email', 'address_1', 'city', 'postcode', 'country'];
/** Billing marks these required when 'Same as shipping address' is off. */
export const REQUIRED_BILLING_FIELDS: readonly AddressField[] = ['first_name', 'last_name', 'address_1', 'city', 'postcode', 'country'];

export function emptyAddress(): AddressFields {
  return { first_name: '', last_name: '', email: '', phone: '', address_1: '', address_2: '', city: '', postcode: '', country: DEFAULT_COUNTRY, state: '' };
}

/** The required fields left blank (after trimming), in form order. */
export function missingFields(address: Partial<AddressFields>, required: readonly AddressField[]): AddressField[] {
  return required.filter((field) => !(address[field] ?? '').trim());
}

/** Toast text: 'Please fill in: First name, Email'. */
export function missingFieldsMessage(fields: readonly AddressField[]): string {
  return `Please fill in: ${fields.map((field) => FIELD_LABELS[field]).join(', ')}`;
}

/**
 * An e-mail address as the shop takes one: a plain address that every mail client reads as just an
 * address. The domain follows the browser's `type="email"` rule (the HTML standard's), with a dot in
 * it as a shop needs. The part before the @ is narrower than the browser's: letters, digits and
 * `. _ + - '`, with dots only between other characters. The browser also allows `? & = % # /` and
 * more there, which a `mailto:` link or a mail header reads as something else: a reply link built
 * from `x?cc=someone@…` would copy someone in (docs/adr/0013).
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9_'+-]+(?:\.[a-zA-Z0-9_'+-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

interface FingerprintLine {
  productId: number;
  variationId: number | null;
  quantity: number;
}

/**
 * A canonical text of one checkout: whose it is (`client`: their cart, or their idempotency key),
 * the resolved lines (in any order), the addresses with whitespace and case that do not matter ironed
 * out, and the payment method. Two submits of the same checkout by the same client give the same
 * text, so the second finds the first's order instead of making another.
 */
export function checkoutFingerprintSource(input: {
  client: string;
  lines: readonly FingerprintLine[];
  shipping: object;
  billing: object;
  paymentMethod: string;
  /** The discount code asked for: a checkout with another code (or none) is another order. */
  discountCode?: string | null;
}): string {
  const lines = input.lines.map((line) => `${line.productId}:${line.variationId ?? 0}x${line.quantity}`).sort();
  const address = (fields: object) =>
    Object.entries(fields)
      .filter(([, value]) => typeof value === 'string' && value.trim())
      .map(([key, value]) => `${key}=${String(value).trim().replace(/\s+/g, ' ').toLowerCase()}`)
      .sort()
      .join('&');
  return JSON.stringify([input.client, lines, address(input.shipping), address(input.billing), input.paymentMethod, input.discountCode?.trim().toUpperCase() ?? '']);
}

export const HOME_COUNTRY_NAME = 'United Kingdom';
