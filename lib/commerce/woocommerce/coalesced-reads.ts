/**
 * Products as the store has them, shared by the cart reads that want them at about the same time
 * (docs/adr/0026): each product is read by one call in flight, and that answer serves every cart
 * read for SHARED_FOR_MS after it arrives. A busy cart page, or one visitor reading a big cart over
 * and over, then costs the store one read per product per moment, not one per shopper per read.
 * Adding to the cart and checking out still read the store itself (store-purchasable.ts), and any
 * write of the shop's own to the store (an order placed or cancelled) ends the sharing at once, so
 * the cart shows what the shop itself just changed on its next read.
 */
import type { SnapshotEntry } from './catalogue-snapshot';
import type { StoreClient } from './client';
import { readStoreProducts } from './store-purchasable';

/** Short enough that a price or stock changed in the store shows in the cart within the shop's few seconds. */
export const SHARED_FOR_MS = 2_000;
/** Past this many products remembered, those no longer shared are let go. */
const MOST_HELD = 2_000;

interface Held {
  entry: Promise<SnapshotEntry | null>;
  /** When its answer arrived; null while the call is in flight. */
  settledAt: number | null;
}

export function coalescedStoreReads(client: StoreClient, { now = Date.now }: { now?: () => number } = {}) {
  const held = new Map<number, Held>();

  const shared = (found: Held | undefined) => found !== undefined && (found.settledAt === null || now() - found.settledAt < SHARED_FOR_MS);

  function letGoOfOld(): void {
    if (held.size <= MOST_HELD) return;
    for (const [id, found] of held) if (!shared(found)) held.delete(id);
  }

  /** Reads the products no one is reading or has just read, in one batch, and holds each one's answer. */
  function readMissing(ids: readonly number[]): void {
    if (ids.length === 0) return;
    letGoOfOld();
    const batch = readStoreProducts(client, ids);
    for (const id of ids) {
      const found: Held = { entry: batch.then((entries) => entries.get(id) ?? null), settledAt: null };
      held.set(id, found);
      // A failed read is not kept: the next reader asks the store again.
      batch.then(
        () => (found.settledAt = now()),
        () => {
          if (held.get(id) === found) held.delete(id);
        },
      );
    }
  }

  return {
    /** Every answer held is read again by the next reader. */
    forgetAll(): void {
      held.clear();
    },

    /** The products named, as the store has them (or had them a moment ago); those it no longer has are left out. */
    async read(productIds: readonly number[]): Promise<Map<number, SnapshotEntry>> {
      const ids = [...new Set(productIds)];
      readMissing(ids.filter((id) => !shared(held.get(id))));
      const entries = await Promise.all(ids.map((id) => held.get(id)!.entry));
      return new Map(entries.flatMap((entry) => (entry ? [[entry.product.id, entry] as const] : [])));
    },
  };
}

export type CoalescedStoreReads = ReturnType<typeof coalescedStoreReads>;

/** `client`, whose every write (finished or failed) makes `reads` forget what they hold. */
export function forgettingOnWrite(client: StoreClient, reads: Pick<CoalescedStoreReads, 'forgetAll'>): StoreClient {
  const forgetting = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      reads.forgetAll();
    }
  };
  return {
    get: (endpoint, query) => client.get(endpoint, query),
    post: (endpoint, body) => forgetting(client.post(endpoint, body)),
    put: (endpoint, body) => forgetting(client.put(endpoint, body)),
  };
}
