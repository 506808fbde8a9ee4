/**
 * Discount codes written straight into the test database (docs/adr/0034), for tests of the shopper's
 * side that need a code of a given kind, state or limit without going through the owner's API.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { discountCodes } from '@/lib/db/schema';

type NewDiscount = typeof discountCodes.$inferInsert;

/** A code no other test file or run holds: `STORY10` becomes `STORY10-K3F9`. */
export function uniqueCode(stem: string): string {
  return `${stem}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

export async function insertDiscount(values: Omit<NewDiscount, 'id'>): Promise<typeof discountCodes.$inferSelect> {
  const [row] = await getDb()
    .insert(discountCodes)
    .values({ ...values, code: values.code.toUpperCase() })
    .returning();
  return row!;
}

export const percentOff = (code: string, percent: number, more: Partial<NewDiscount> = {}) => insertDiscount({ code, kind: 'percent', percentHundredths: percent * 100, ...more });
export const amountOff = (code: string, pence: number, more: Partial<NewDiscount> = {}) => insertDiscount({ code, kind: 'amount', amountPence: pence, ...more });
export const freeShipping = (code: string, more: Partial<NewDiscount> = {}) => insertDiscount({ code, kind: 'free_shipping', ...more });

export async function discountUses(code: string): Promise<number> {
  const [row] = await getDb().select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, code.toUpperCase()));
  return row?.uses ?? 0;
}
