/**
 * What the cart page says after its no-JavaScript code form (app/(shop)/cart/discount): the form's
 * route answers with a short key in the query (`/cart?discount=expired`), never with text of its own,
 * and the page turns the key into the shop's words. A key it does not know says nothing.
 */
import { DISCOUNT_REFUSALS, normaliseCode, refusalMessage, type DiscountRefusal } from '@/lib/domain/discounts';

export const DISCOUNT_STATUS_PARAM = 'discount';
/**
 * The refused code, so the page can name it and give the refusal's own words (a minimum spend's
 * amount). Not `code`: that is a share link's, which the proxy takes into the cart (docs/adr/0035).
 */
export const DISCOUNT_CODE_PARAM = 'refused';

export type DiscountStatus = 'applied' | 'removed' | 'missing' | DiscountRefusal;

const STATUSES: readonly string[] = ['applied', 'removed', 'missing', ...DISCOUNT_REFUSALS];

export function isRefusal(status: DiscountStatus): status is DiscountRefusal {
  return (DISCOUNT_REFUSALS as readonly string[]).includes(status);
}

/** The address the form's route sends the shopper back to. */
export function cartStatusPath(status: DiscountStatus, code?: string | null): string {
  const query = new URLSearchParams({ [DISCOUNT_STATUS_PARAM]: status });
  const spelt = code ? normaliseCode(code) : null;
  if (spelt && isRefusal(status)) query.set(DISCOUNT_CODE_PARAM, spelt);
  return `/cart?${query}`;
}

/** The page's query read back: the status, and the refused code when it is a code's shape. */
export function discountStatusOf(query: Record<string, string | string[] | undefined>): { status: DiscountStatus; code: string | null } | null {
  const status = query[DISCOUNT_STATUS_PARAM];
  if (typeof status !== 'string' || !STATUSES.includes(status)) return null;
  const code = query[DISCOUNT_CODE_PARAM];
  return { status: status as DiscountStatus, code: typeof code === 'string' ? normaliseCode(code) : null };
}

export interface DiscountNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The words for a status. `refusal` is the message of the code's quote now, when the page could ask
 * (it names a minimum spend's amount); otherwise the reason's own words.
 */
export function discountNotice(status: DiscountStatus, appliedCode: string | null, refusal?: string | null): DiscountNotice {
  switch (status) {
    case 'applied':
      return { tone: 'success', text: appliedCode ? `Code ${appliedCode} applied` : 'Code applied' };
    case 'removed':
      return { tone: 'success', text: 'Code removed' };
    case 'missing':
      return { tone: 'error', text: 'Please enter a code' };
    default:
      return { tone: 'error', text: refusal ?? refusalMessage(status) };
  }
}
