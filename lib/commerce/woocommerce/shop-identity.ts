/**
 * This shop's own id (store_shop_identity): made once, in the shop's database, on first use, and the
 * same for every instance sharing that database. Each order the shop places in WooCommerce carries
 * it (SHOP_MARKER_KEY), so the sweep of unrecorded orders takes only this shop's (docs/adr/0026).
 */
import 'server-only';
import type { Database } from '@/lib/db/client';
import { storeShopIdentity } from '@/lib/db/schema';

const known = new WeakMap<Database, Promise<string>>();

async function readOrMake(db: Database): Promise<string> {
  // Two instances starting at once both insert: the second does nothing, and both read one id.
  await db.insert(storeShopIdentity).values({}).onConflictDoNothing();
  const [row] = await db.select({ shopId: storeShopIdentity.shopId }).from(storeShopIdentity).limit(1);
  return row!.shopId;
}

export function shopIdentity(db: Database): Promise<string> {
  let id = known.get(db);
  if (!id) {
    id = readOrMake(db);
    // A failed read (the database down) is not kept: the next checkout or sweep asks again.
    id.catch(() => known.delete(db));
    known.set(db, id);
  }
  return id;
}
