/**
 * The owner's discount codes on the shop's own PostgreSQL (docs/adr/0034): listed, made, edited and
 * switched off or on, each change in one transaction with its audit entry. A code is kept upper-case
 * (normaliseCode), so the unique index makes codes unique whatever case the owner types.
 */
import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '@/lib/admin/audit';
import type { Database, Transaction } from '@/lib/db/client';
import { categories, discountCodes, products } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/unique-violation';
import { discountProblems } from '@/lib/domain/discount-draft';
import { ShopError } from '@/lib/errors';
import type { OwnerDiscount, OwnerDiscountCreate, OwnerDiscountPatch, OwnerDiscounts } from '../types';

type Reader = Pick<Transaction, 'select'>;
type DiscountRow = typeof discountCodes.$inferSelect;

const ownerDiscount = (row: DiscountRow): OwnerDiscount => ({ ...row });

async function readDiscount(db: Reader, id: number, lock = false): Promise<OwnerDiscount> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ShopError('not_found', 'discount_not_found', `There is no discount code ${id}.`);
  return ownerDiscount(row);
}

/** 400 naming the field of the first id that names nothing: a code for a product that is not there would never apply. */
async function refuseMissing(tx: Reader, field: 'categories' | 'products', ids: readonly number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const table = field === 'categories' ? categories : products;
  const found = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]))).map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new ShopError('invalid', 'invalid_body', `${field}: there is no ${field === 'categories' ? 'category' : 'product'} ${missing.join(', ')}`);
}

/** Each figure for its kind only, so a code changed from a percentage to an amount keeps no stale percentage. */
function figuresFor<T extends Pick<OwnerDiscount, 'kind' | 'percentHundredths' | 'amountPence'>>(code: T): T {
  return { ...code, percentHundredths: code.kind === 'percent' ? code.percentHundredths : 0, amountPence: code.kind === 'amount' ? code.amountPence : 0 };
}

function refuseProblems(code: OwnerDiscountCreate & Pick<OwnerDiscount, 'percentHundredths' | 'amountPence'>): void {
  const problems = discountProblems({ startsAt: code.startsAt ?? null, endsAt: code.endsAt ?? null, kind: code.kind, percentHundredths: code.percentHundredths, amountPence: code.amountPence });
  if (problems.length) throw new ShopError('invalid', 'invalid_body', problems.map(({ field, message }) => (message.startsWith(field) ? message : `${field}: ${message}`)).join('; '));
}

const codeTaken = () => new ShopError('conflict', 'discount_code_taken', 'That code is already in use');

/** Two owners making the same code at once: the unique index lets one win, and the other hears why (409), not a 500. */
async function codeRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

async function refuseTakenCode(tx: Reader, code: string, id: number | null): Promise<void> {
  const [taken] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code));
  if (taken && taken.id !== id) throw codeTaken();
}

/** What the audit log keeps of a code: what the owner set, not the uses shoppers take. */
function auditView(code: OwnerDiscount): Record<string, unknown> {
  return settable(code);
}

/** The fields the owner sets, without the id, the uses and the times the database keeps. */
function settable(code: OwnerDiscount): Omit<OwnerDiscount, 'id' | 'uses' | 'createdAt' | 'updatedAt'> {
  const { code: text, kind, percentHundredths, amountPence, minimumSpendPence, startsAt, endsAt, usageLimit, oncePerCustomer, categoryIds, productIds, active } = code;
  return { code: text, kind, percentHundredths, amountPence, minimumSpendPence, startsAt, endsAt, usageLimit, oncePerCustomer, categoryIds, productIds, active };
}

/** The audit's name for a change: a switch off or on alone says so. */
function updateAction(patch: OwnerDiscountPatch): string {
  const fields = Object.entries(patch).filter(([, value]) => value !== undefined).map(([name]) => name);
  if (fields.length === 1 && fields[0] === 'active') return patch.active ? 'discount.switch_on' : 'discount.switch_off';
  return 'discount.update';
}

export function localOwnerDiscounts(getDb: () => Database): OwnerDiscounts {
  return {
    async listDiscounts() {
      return (await getDb().select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))).map(ownerDiscount);
    },

    getDiscount: (id) => readDiscount(getDb(), id),

    createDiscount: (owner, body) =>
      codeRace(() =>
        getDb().transaction(async (tx) => {
          const values = figuresFor({ ...body, percentHundredths: body.percentHundredths ?? 0, amountPence: body.amountPence ?? 0 });
          refuseProblems(values);
          await refuseMissing(tx, 'categories', values.categoryIds);
          await refuseMissing(tx, 'products', values.productIds);
          await refuseTakenCode(tx, values.code, null);
          const [row] = await tx.insert(discountCodes).values(values).returning();
          const created = ownerDiscount(row!);
          await recordAudit(tx, owner, { action: 'discount.create', entity: 'discount', entityId: created.id, before: null, after: auditView(created) });
          return created;
        }),
      ),

    updateDiscount: (owner, id, patch) =>
      codeRace(() =>
        getDb().transaction(async (tx) => {
          const before = await readDiscount(tx, id, true);
          const fields = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as OwnerDiscountPatch;
          const merged = figuresFor({ ...before, ...fields });
          refuseProblems(merged);
          await refuseMissing(tx, 'categories', fields.categoryIds);
          await refuseMissing(tx, 'products', fields.productIds);
          if (fields.code !== undefined && fields.code !== before.code) await refuseTakenCode(tx, fields.code, id);
          const [row] = await tx.update(discountCodes).set({ ...settable(merged), updatedAt: new Date() }).where(eq(discountCodes.id, id)).returning();
          const after = ownerDiscount(row!);
          await recordAudit(tx, owner, { action: updateAction(fields), entity: 'discount', entityId: id, before: auditView(before), after: auditView(after) });
          return after;
        }),
      ),
  };
}
