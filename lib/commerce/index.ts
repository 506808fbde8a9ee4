import 'server-only';
import { scopedDb } from '@/lib/db/unit-of-work';
import { localCarts } from './local/carts';
import { localCatalogue } from './local/catalogue';
import { localContent } from './local/content';
import { localOrders } from './local/orders';
import type { CommerceBackend } from './types';

export type * from './types';

let backend: CommerceBackend | undefined;

/** The shop's back end. Only the `local` adapter (PostgreSQL) exists so far; callers never know which. */
export function commerce(): CommerceBackend {
  const name = process.env.COMMERCE_BACKEND ?? 'local';
  if (name !== 'local') throw new Error(`Unknown COMMERCE_BACKEND "${name}": the only back end available is "local".`);
  backend ??= { ...localCatalogue(scopedDb), ...localCarts(scopedDb), ...localOrders(scopedDb), ...localContent(scopedDb) };
  return backend;
}
