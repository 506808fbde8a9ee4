/**
 * A code's usage limit under concurrency (docs/adr/0034): checkouts racing for its last uses get
 * exactly as many as are left, the rest are told it is used up before anything is charged, and a use
 * held by an order that expires unpaid goes back to the next shopper.
 */
import { eq } from 'drizzle-orm';
import { commerce } from '@/lib/commerce';
import { expirePendingOrders } from '@/lib/checkout/expire-orders';
import { getDb } from '@/lib/db/client';
import { discountCodes, discountRedemptions, orderLines } from '@/lib/db/schema';
import { Shopper } from '../support/shopper';
import { ageOrder, orderBody, orderRow, placeOrder } from '../support/checkout';
import { setVariationStock, variationOf, variationStock } from '../support/stock';

// This file owns the stock of the Celtic knot phone case for the iPhone 16 Pro.
const CASE = 'celtic-knot-leather-phone-case';
const MODEL = { 'Phone Model': 'iPhone 16 Pro' };
const SHOPPERS = 12;

type ErrorBody = { error: { code: string; message: string } };

async function makeCode(code: string, values: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(discountCodes)
    .values({ code, kind: 'percent', percentHundredths: 1000, ...values })
    .returning();
  return row!;
}

async function usesOf(id: number): Promise<number> {
  const [row] = await getDb().select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.id, id));
  return row!.uses;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

describe('a code with 3 uses left, raced by 12 checkouts', () => {
  let variation: { id: number; productId: number; pricePence: number };

  beforeAll(async () => {
    variation = await variationOf(CASE, MODEL);
    await setVariationStock(variation.id, 60);
  });

  function checkout(code: string, email: string) {
    const body = {
      ...orderBody([{ product_id: variation.productId, quantity: 1, meta_data: [{ key: 'Phone Model', value: MODEL['Phone Model'] }] }]),
      coupon_lines: [{ code: code.toLowerCase() }],
    };
    body.shipping = { ...body.shipping, email };
    return placeOrder(new Shopper(), body);
  }

  it('gives the code to exactly 3 orders and tells the other 9 it is used up', async () => {
    const code = await makeCode('RACE-THREE', { usageLimit: 5, uses: 2 });
    const stockBefore = await variationStock(variation.id);

    const started = performance.now();
    const timed = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, i) => {
        const at = performance.now();
        const reply = await checkout(code.code, `racer${i}@example.com`);
        return { reply, ms: performance.now() - at };
      }),
    );
    const wall = performance.now() - started;

    const won = timed.filter(({ reply }) => reply.status === 201);
    const lost = timed.filter(({ reply }) => reply.status !== 201);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(SHOPPERS - 3);
    for (const { reply } of lost) {
      expect(reply.status).toBe(422);
      expect((reply.body as unknown as ErrorBody).error).toEqual({ code: 'discount_used_up', message: 'This code has been used up' });
    }
    // Each winner is priced with the code: 10% of the case's price, rounded down.
    const expectedDiscount = Math.floor(variation.pricePence / 10);
    for (const { reply } of won) {
      const row = await orderRow((reply.body as { id: number }).id);
      expect(row).toMatchObject({ discountCode: 'RACE-THREE', discountPence: expectedDiscount, totalPence: row.subtotalPence - expectedDiscount + row.shippingPence });
      const lines = await getDb().select().from(orderLines).where(eq(orderLines.orderId, row.id));
      expect(lines.reduce((sum, line) => sum + line.discountPence, 0)).toBe(expectedDiscount);
    }
    expect(await usesOf(code.id)).toBe(5);
    // The losers held no stock: only the three orders took a case each.
    expect(await variationStock(variation.id)).toBe(stockBefore - 3);

    const times = timed.map(({ ms }) => ms).sort((a, b) => a - b);
    console.log(
      `[discount race] ${SHOPPERS} checkouts for 3 uses: 3 won, ${lost.length} refused; wall ${wall.toFixed(0)} ms; per checkout p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
    );
  });

  it('gives a use back when its order expires unpaid, and the next shopper gets it', async () => {
    const code = await makeCode('RACE-RETURN', { usageLimit: 1 });
    const first = await checkout(code.code, 'first@example.com');
    expect(first.status).toBe(201);
    const second = await checkout(code.code, 'second@example.com');
    expect(second.status).toBe(422);
    expect(await usesOf(code.id)).toBe(1);

    const firstId = (first.body as { id: number }).id;
    await ageOrder(firstId);
    expect((await expirePendingOrders()).cancelled).toContain(firstId);
    expect(await usesOf(code.id)).toBe(0);
    const [released] = await getDb().select().from(discountRedemptions).where(eq(discountRedemptions.orderId, firstId));
    expect(released!.releasedAt).not.toBeNull();

    const third = await checkout(code.code, 'third@example.com');
    expect(third.status).toBe(201);
    expect(await usesOf(code.id)).toBe(1);

    // Paid after its hold ran out, the first order cannot take the use back: it stays cancelled.
    expect(await commerce().markOrderPaid(firstId, 'pi_late')).toBe('not_payable');
    expect((await orderRow(firstId)).status).toBe('cancelled');
    expect(await usesOf(code.id)).toBe(1);
  });

  it('takes a use again when an expired order is paid and one is still left', async () => {
    const code = await makeCode('RACE-REVIVE', { usageLimit: 2 });
    const order = await checkout(code.code, 'revive@example.com');
    const id = (order.body as { id: number }).id;
    await ageOrder(id);
    await expirePendingOrders();
    expect(await usesOf(code.id)).toBe(0);
    expect(await commerce().markOrderPaid(id, 'pi_revive')).toBe('paid');
    expect(await usesOf(code.id)).toBe(1);
  });

  it('lets one customer use a once-per-customer code once, however they race', async () => {
    const code = await makeCode('RACE-ONCE', { oncePerCustomer: true });
    const replies = await Promise.all(Array.from({ length: 4 }, () => checkout(code.code, 'Same.Shopper@Example.com')));
    // Four identical checkouts from four carts: one order gets the code, the others hear why not.
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect((reply.body as unknown as ErrorBody).error.code).toBe('discount_already_used');
    }
    expect(await usesOf(code.id)).toBe(1);
  });
});
