import 'server-only';
import { scopedDb } from '@/lib/db/unit-of-work';
import { localCarts } from './local/carts';
import { localCatalogue } from './local/catalogue';
import { localOrders } from './local/orders';
import type { CommercePort } from './types';

export type * from './types';

let backend: CommercePort | undefined;

/** The shop's back end. Only the `local` adapter (PostgreSQL) exists so far; callers never know which. */
export function commerce(): CommercePort {
  const name = process.env.COMMERCE_BACKEND ?? 'local';
  if (name !== 'local') throw new Error(`Unknown COMMERCE_BACKEND "${name}": the only back end available is "local".`);
  backend ??= { ...localCatalogue(scopedDb), ...localCarts(scopedDb), ...localOrders(scopedDb) };
  return backend;
}
