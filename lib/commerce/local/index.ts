/**
 * The built-in back end (docs/adr/0010): catalogue, carts, orders and the owner's operations on
 * them, all in the shop's own PostgreSQL, so the back office offers every owner operation.
 */
import 'server-only';
import type { Database } from '@/lib/db/client';
import type { CommercePort } from '../types';
import { localCarts } from './carts';
import { localCatalogue } from './catalogue';
import { localDiscounts } from './discounts';
import { localOrders } from './orders';
import { localOwnerCatalogue } from './owner-catalogue';
import { localOwnerDiscounts } from './owner-discounts';
import { localOwnerOrders } from './owner-orders';

export function localBackend(getDb: () => Database): CommercePort {
  return {
    ...localCatalogue(getDb),
    ...localCarts(getDb),
    ...localOrders(getDb),
    ...localDiscounts(getDb),
    ownerCapabilities: () => ({ orders: true, catalogue: true, pictures: true, discounts: true, storeAdmin: null }),
    ownerOrders: localOwnerOrders(getDb),
    ownerCatalogue: localOwnerCatalogue(getDb),
    ownerDiscounts: localOwnerDiscounts(getDb),
  };
}
