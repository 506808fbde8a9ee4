/**
 * A discount code as the owner writes it (docs/adr/0034): the bodies of `POST /api/admin/discounts`
 * and `PATCH /api/admin/discounts/{id}`, the rules a stored code must keep whole, and the code as the
 * API answers it. Money comes in as decimal pounds text and a percentage as text ("10", "12.5"), like
 * every figure the API takes, and leaves as whole pence and hundredths of a percent.
 */
import { z } from '@/lib/zod';
import { DISCOUNT_KINDS, describeOffer, normaliseCode, percentText, percentToHundredths, type DiscountKind, type DiscountRules } from './discounts';
import { decimalToPence, formatPounds, MAX_PRICE_PENCE, penceToDecimal, type Pence } from './money';
import { recordId } from './stored-input';

/** Far above any campaign's reach; a typo of extra digits is refused rather than stored. */
export const MAX_USAGE_LIMIT = 1_000_000;
/** Categories or products one code may name: every product the shop sells, with room to spare. */
export const MAX_DISCOUNT_TARGETS = 500;

/** A refusal of one field, named as the API names it, so the form shows it by its input. */
export interface DiscountProblem {
  field: string;
  message: string;
}

/** What the owner sets on a code; `active` false switches it off (applyDiscount then refuses it as unknown). */
export type DiscountFields = DiscountRules;

export const CODE_RULE = 'code must be 3 to 32 letters, digits, "-" or "_", starting with a letter or digit';

const code = z
  .string({ error: CODE_RULE })
  .max(64, { error: CODE_RULE })
  .transform((text, context) => {
    const normalised = normaliseCode(text);
    if (normalised === null) {
      context.addIssue({ code: 'custom', message: CODE_RULE });
      return z.NEVER;
    }
    return normalised;
  });

const kind = z.enum(DISCOUNT_KINDS, { error: 'kind must be "percent", "amount" or "free_shipping"' });

/** Judged with the kind, which says whether it is a percentage or pounds (discountValue). */
const value = z.string({ error: 'value must be text: a percentage such as "10", or pounds such as "5.00"' }).max(20, { error: 'value must be a percentage such as "10", or pounds such as "5.00"' });

const minimumSpend = z
  .string({ error: 'minimumSpend must be a sum in pounds, e.g. "30.00", or null for none' })
  .transform((text, context) => {
    const pence = decimalToPence(text);
    if (pence === null || pence <= 0 || pence > MAX_PRICE_PENCE) {
      context.addIssue({ code: 'custom', message: `minimumSpend must be a sum in pounds above £0 and at most ${formatPounds(MAX_PRICE_PENCE)}, e.g. "30.00"` });
      return z.NEVER;
    }
    return pence;
  })
  .nullable();

const moment = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be an ISO date-time with its time zone, e.g. "2026-12-01T09:00:00Z", or null for none` })
    .transform((text) => new Date(text))
    .nullable();

const usageLimit = z
  .number({ error: `usageLimit must be a whole number from 1 to ${MAX_USAGE_LIMIT}, or null for no limit` })
  .int({ error: `usageLimit must be a whole number from 1 to ${MAX_USAGE_LIMIT}, or null for no limit` })
  .min(1, { error: `usageLimit must be a whole number from 1 to ${MAX_USAGE_LIMIT}, or null for no limit` })
  .max(MAX_USAGE_LIMIT, { error: `usageLimit must be a whole number from 1 to ${MAX_USAGE_LIMIT}, or null for no limit` })
  .nullable();

const ids = (field: string, what: string) =>
  z
    .array(recordId(`${field} must be a list of ${what} ids, e.g. [3, 7]`), { error: `${field} must be a list of ${what} ids, e.g. [3, 7]` })
    .max(MAX_DISCOUNT_TARGETS, { error: `${field} may name at most ${MAX_DISCOUNT_TARGETS} ${what}s` })
    .transform((list) => [...new Set(list)].sort((a, b) => a - b));

const fields = {
  code,
  kind,
  value: value.optional(),
  minimumSpend: minimumSpend.optional(),
  startsAt: moment('startsAt').optional(),
  endsAt: moment('endsAt').optional(),
  usageLimit: usageLimit.optional(),
  oncePerCustomer: z.boolean({ error: 'oncePerCustomer must be true or false' }).optional(),
  categories: ids('categories', 'category').optional(),
  products: ids('products', 'product').optional(),
};

/** A percentage or an amount as the kind reads it, or why it cannot be one. */
export function discountValue(kind: DiscountKind, text: string | undefined): { percentHundredths: number; amountPence: Pence } | DiscountProblem {
  if (kind === 'free_shipping') return { percentHundredths: 0, amountPence: 0 };
  if (kind === 'percent') {
    const hundredths = text === undefined ? null : percentToHundredths(text);
    return hundredths === null ? { field: 'value', message: 'value must be a percentage from 0.01 to 100, e.g. "10"' } : { percentHundredths: hundredths, amountPence: 0 };
  }
  const pence = text === undefined ? null : decimalToPence(text);
  if (pence === null || pence <= 0 || pence > MAX_PRICE_PENCE) return { field: 'value', message: `value must be a sum in pounds above £0 and at most ${formatPounds(MAX_PRICE_PENCE)}, e.g. "5.00"` };
  return { percentHundredths: 0, amountPence: pence };
}

const isProblem = (value: object): value is DiscountProblem => 'field' in value;

/** The body of `POST /api/admin/discounts`, as the port's new code: every condition left out is none. */
export const discountCreateSchema = z.strictObject(fields).transform((body, context) => {
  const figures = discountValue(body.kind, body.value);
  if (isProblem(figures)) {
    context.addIssue({ code: 'custom', path: [figures.field], message: figures.message });
    return z.NEVER;
  }
  return {
    code: body.code,
    kind: body.kind,
    ...figures,
    minimumSpendPence: body.minimumSpend ?? null,
    startsAt: body.startsAt ?? null,
    endsAt: body.endsAt ?? null,
    usageLimit: body.usageLimit ?? null,
    oncePerCustomer: body.oncePerCustomer ?? false,
    categoryIds: body.categories ?? [],
    productIds: body.products ?? [],
  };
});

/**
 * The body of `PATCH /api/admin/discounts/{id}`: any field of a new code, plus `active`. The value
 * stays text here: without a new kind, it is read by the stored code's kind (discountPatchOf).
 */
export const discountPatchSchema = z
  .strictObject({
    ...fields,
    code: code.optional(),
    kind: kind.optional(),
    active: z.boolean({ error: 'active must be true (switched on) or false (switched off)' }).optional(),
  })
  .refine((body) => Object.values(body).some((field) => field !== undefined), { error: 'Nothing to change: send a field to change, e.g. value, endsAt or active.' });

export type DiscountCreateBody = z.input<typeof discountCreateSchema>;
export type DiscountChange = z.output<typeof discountPatchSchema>;
export type DiscountCreate = z.output<typeof discountCreateSchema>;
export type DiscountPatch = Partial<DiscountCreate> & { active?: boolean };

/**
 * A change as the port takes it, its value read by the kind it will have: the new one, else the
 * stored one (`storedKind`). A new kind without a value keeps none of the old kind's figure.
 */
export function discountPatchOf(change: DiscountChange, storedKind: DiscountKind): DiscountPatch | DiscountProblem {
  const { value: text, minimumSpend, categories, products, ...rest } = change;
  const patch: DiscountPatch = { ...rest };
  if (minimumSpend !== undefined) patch.minimumSpendPence = minimumSpend;
  if (categories !== undefined) patch.categoryIds = categories;
  if (products !== undefined) patch.productIds = products;
  const kindNow = change.kind ?? storedKind;
  if (text !== undefined || (change.kind !== undefined && change.kind !== storedKind)) {
    if (text === undefined && kindNow !== 'free_shipping') return { field: 'value', message: `value: send the ${kindNow === 'percent' ? 'percentage' : 'amount'} with the new kind` };
    const figures = discountValue(kindNow, text);
    if (isProblem(figures)) return figures;
    Object.assign(patch, figures);
  }
  return patch;
}

/** What a code must be as a whole, whichever fields made it: [] when it can be stored. */
export function discountProblems(code: Pick<DiscountFields, 'startsAt' | 'endsAt' | 'kind' | 'percentHundredths' | 'amountPence'>): DiscountProblem[] {
  const problems: DiscountProblem[] = [];
  if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt) problems.push({ field: 'endsAt', message: 'endsAt must be after startsAt' });
  if (code.kind === 'percent' && !(code.percentHundredths >= 1 && code.percentHundredths <= 10_000)) problems.push({ field: 'value', message: 'value must be a percentage from 0.01 to 100' });
  if (code.kind === 'amount' && !(code.amountPence > 0)) problems.push({ field: 'value', message: 'value must be a sum in pounds above £0' });
  return problems;
}

/** A stored code as the owner's side of the port gives it. */
export type StoredDiscount = DiscountFields & { id: number; uses: number; createdAt: Date; updatedAt: Date };

/**
 * A code as the API answers it: its figures as the request spells them (`value` "10" or "5.00", null
 * for free shipping; `minimumSpend` "30.00"), `offer` in the shop's words, the times as ISO text,
 * and `uses` taken so far (held by unpaid orders or paid).
 */
export interface ApiDiscount {
  id: number;
  code: string;
  kind: DiscountKind;
  value: string | null;
  offer: string;
  minimumSpend: string | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  uses: number;
  oncePerCustomer: boolean;
  categories: number[];
  products: number[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The value text a form shows for a code: "10", "5.00", or "" for free shipping. */
export function discountValueText(code: Pick<DiscountFields, 'kind' | 'percentHundredths' | 'amountPence'>): string {
  if (code.kind === 'percent') return percentText(code.percentHundredths);
  if (code.kind === 'amount') return penceToDecimal(code.amountPence);
  return '';
}

export function toApiDiscount(code: StoredDiscount): ApiDiscount {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.kind === 'free_shipping' ? null : discountValueText(code),
    offer: describeOffer(code),
    minimumSpend: code.minimumSpendPence === null ? null : penceToDecimal(code.minimumSpendPence),
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    usageLimit: code.usageLimit,
    uses: code.uses,
    oncePerCustomer: code.oncePerCustomer,
    categories: code.categoryIds,
    products: code.productIds,
    active: code.active,
    createdAt: code.createdAt.toISOString(),
    updatedAt: code.updatedAt.toISOString(),
  };
}

/** The conditions of a code in a few words, for the back office's list: "over £30 · once per customer". */
export function describeConditions(code: Pick<DiscountFields, 'minimumSpendPence' | 'oncePerCustomer' | 'categoryIds' | 'productIds'>): string {
  const parts: string[] = [];
  if (code.minimumSpendPence !== null) parts.push(`spend ${formatPounds(code.minimumSpendPence)} or more`);
  if (code.oncePerCustomer) parts.push('once per customer');
  const limited = [count(code.categoryIds.length, 'category', 'categories'), count(code.productIds.length, 'product', 'products')].filter(Boolean);
  if (limited.length) parts.push(`only ${limited.join(' and ')}`);
  return parts.length ? parts.join(' · ') : 'none';
}

const count = (n: number, one: string, many: string) => (n === 0 ? '' : `${n} ${n === 1 ? one : many}`);

/** Whether shoppers can use a code now, as the back office's list says it. */
export function discountState(code: Pick<StoredDiscount, 'active' | 'startsAt' | 'endsAt' | 'usageLimit' | 'uses'>, now: Date): string {
  if (!code.active) return 'Off';
  if (code.endsAt && now >= code.endsAt) return 'On, but ended';
  if (code.startsAt && now < code.startsAt) return 'On, not started yet';
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return 'On, but used up';
  return 'On';
}
