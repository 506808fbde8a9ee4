/** Money is integer pence; it becomes text only at the edges (UI and the API's decimal strings). */

export type Pence = number;

export function assertPence(value: number): Pence {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of pence: ${value}`);
  return value;
}

/** 2499 -> "24.99": the API's decimal-text price fields. */
export function penceToDecimal(pence: Pence): string {
  assertPence(pence);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "24.99", "24.9", "24" -> pence; anything else (more decimals, signs, exponents) is refused. */
export function decimalToPence(text: string): Pence | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, pounds = '0', fraction = ''] = match;
  return Number(pounds) * 100 + Number(fraction.padEnd(2, '0'));
}

const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 2499 -> "£24.99". */
export function formatPounds(pence: Pence): string {
  return formatter.format(assertPence(pence) / 100);
}
