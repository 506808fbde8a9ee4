/**
 * The `local` adapter's discount codes (docs/adr/0034): quoting a code against a cart, and taking,
 * giving back and taking again an order's use of it. A use is taken with a conditional update of the
 * code's row, like stock (orders.ts holdStock): of many checkouts racing for the last uses, exactly
 * as many as are left get one, and the rest are refused before anything is charged.
 */
import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { discountCodes, discountRedemptions, products } from '@/lib/db/schema';
import { applyDiscount, customerKey, describeOffer, maxDiscountFor, normaliseCode, refusalMessage, type DiscountRefusal, type DiscountRules, type DiscountableLine } from '@/lib/domain/discounts';
import type { Pence } from '@/lib/domain/money';
import { ShopError } from '@/lib/errors';
import type { ChosenLine } from '../purchase-choice';
import type { DiscountBackend } from '../types';

type Reader = Pick<Database, 'select'>;
type DiscountRow = typeof discountCodes.$inferSelect;

export function rulesOf(row: DiscountRow): DiscountRules {
  return {
    code: row.code,
    kind: row.kind,
    percentHundredths: row.percentHundredths,
    amountPence: row.amountPence,
    minimumSpendPence: row.minimumSpendPence,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    oncePerCustomer: row.oncePerCustomer,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    active: row.active,
  };
}

async function readCode(db: Reader, code: string): Promise<DiscountRow | null> {
  const normalised = normaliseCode(code);
  if (!normalised) return null;
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, normalised)).limit(1);
  return row ?? null;
}

/** Each product's category, for codes limited to categories. */
async function categoriesOf(db: Reader, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

async function discountable(db: Reader, lines: readonly { productId: number; unitPricePence: Pence; quantity: number }[]): Promise<DiscountableLine[]> {
  const categories = await categoriesOf(db, lines.map((line) => line.productId));
  return lines.map((line) => ({ productId: line.productId, categoryId: categories.get(line.productId) ?? 0, unitPricePence: line.unitPricePence, quantity: line.quantity }));
}

async function usedBy(db: Reader, discountId: number, email: string | null | undefined): Promise<boolean> {
  return !!email?.trim() && usedByKey(db, discountId, customerKey(email));
}

async function usedByKey(db: Reader, discountId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: discountRedemptions.orderId })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.customerKey, key), isNull(discountRedemptions.releasedAt)))
    .limit(1);
  return !!row;
}

/** The refusal as the API and the order refuse it: 422 with `discount_<reason>` and the shopper's message. */
export function discountRefused(reason: DiscountRefusal, minimumSpendPence?: Pence | null): ShopError {
  return new ShopError('unprocessable', `discount_${reason}`, refusalMessage(reason, minimumSpendPence));
}

export function localDiscounts(getDb: () => Database): DiscountBackend {
  return {
    async quoteDiscount(code, lines, email) {
      const db = getDb();
      const row = await readCode(db, code);
      const spelt = normaliseCode(code) ?? code.trim().toUpperCase();
      const priced = lines.map((line) => ({ productId: line.productId, unitPricePence: line.variationPricePence ?? line.productPricePence, quantity: line.quantity }));
      const subtotal = priced.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
      const outcome = applyDiscount(row && rulesOf(row), await discountable(db, priced), {
        now: new Date(),
        usesTaken: row?.uses ?? 0,
        usedByCustomer: row?.oncePerCustomer ? await usedBy(db, row.id, email) : false,
        // Shipping is not known before checkout: the cart's figure leaves the minimum charge on the goods alone.
        maxDiscountPence: maxDiscountFor(subtotal, 0),
      });
      if (!outcome.ok) return { ok: false, code: spelt, reason: outcome.error, message: refusalMessage(outcome.error, row?.minimumSpendPence) };
      return { ok: true, code: row!.code, offer: describeOffer(row!), discountPence: outcome.value.discountPence, freeShipping: outcome.value.freeShipping };
    },
  };
}

/** An order's priced discount: what comes off the goods, each line's share, and the shipping waived. */
export interface OrderDiscountPricing {
  discountId: number;
  code: string;
  oncePerCustomer: boolean;
  discountPence: Pence;
  lineShares: Pence[];
  freeShipping: boolean;
}

/**
 * Checks the code for an order's lines as the order is made, or refuses it with the reason. Reads
 * only: the use is taken by takeUse once the stock is held.
 */
export async function priceOrderDiscount(
  tx: Transaction,
  code: string,
  lines: readonly ChosenLine[],
  email: string,
  totals: { subtotalPence: Pence; shippingPence: Pence },
): Promise<OrderDiscountPricing> {
  const row = await readCode(tx, code);
  const rules = row && rulesOf(row);
  const freeShipping = rules?.kind === 'free_shipping';
  const outcome = applyDiscount(
    rules,
    await discountable(
      tx,
      lines.map(({ item, quantity }) => ({ productId: item.productId, unitPricePence: item.unitPricePence, quantity })),
    ),
    {
      now: new Date(),
      usesTaken: row?.uses ?? 0,
      usedByCustomer: row?.oncePerCustomer ? await usedBy(tx, row.id, email) : false,
      maxDiscountPence: maxDiscountFor(totals.subtotalPence, freeShipping ? 0 : totals.shippingPence),
    },
  );
  if (!outcome.ok) throw discountRefused(outcome.error, row?.minimumSpendPence);
  return { discountId: row!.id, code: row!.code, oncePerCustomer: row!.oncePerCustomer, ...outcome.value };
}

/**
 * Takes one use of the code for an order, if one is left: the row's lock makes racing checkouts
 * queue here, and each sees the count the one before it left.
 */
export async function takeUse(tx: Transaction, discountId: number): Promise<boolean> {
  const taken = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(and(eq(discountCodes.id, discountId), sql`(${discountCodes.usageLimit} IS NULL OR ${discountCodes.uses} < ${discountCodes.usageLimit})`))
    .returning({ id: discountCodes.id });
  return taken.length > 0;
}

/** Records the order's use; a second unreleased use of a once-per-customer code breaks the unique index. */
export async function recordUse(tx: Transaction, pricing: OrderDiscountPricing, orderId: number, email: string): Promise<void> {
  await tx.insert(discountRedemptions).values({ orderId, discountId: pricing.discountId, customerKey: customerKey(email), oncePerCustomer: pricing.oncePerCustomer });
}

/** Gives an order's use back (it was cancelled unpaid, or by the owner); nothing when it held none. */
export async function releaseUse(tx: Transaction, orderId: number): Promise<void> {
  const [released] = await tx
    .update(discountRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(discountRedemptions.orderId, orderId), isNull(discountRedemptions.releasedAt)))
    .returning({ discountId: discountRedemptions.discountId });
  if (released) await tx.update(discountCodes).set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` }).where(eq(discountCodes.id, released.discountId));
}

/**
 * Takes a cancelled order's use again when it is paid after all: false when the code has none left
 * (the order then stays cancelled, as when its stock has gone: orders.ts markOrderPaid).
 */
export async function retakeUse(tx: Transaction, orderId: number): Promise<boolean> {
  const [held] = await tx.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, orderId)).limit(1);
  if (!held || held.releasedAt === null) return true;
  // The shopper has since used a once-per-customer code on another order: this one cannot have it too.
  if (held.oncePerCustomer && (await usedByKey(tx, held.discountId, held.customerKey))) return false;
  if (!(await takeUse(tx, held.discountId))) return false;
  await tx.update(discountRedemptions).set({ releasedAt: null }).where(eq(discountRedemptions.orderId, orderId));
  return true;
}
