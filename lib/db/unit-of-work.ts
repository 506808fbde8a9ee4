/**
 * One transaction around work that spans adapters: the test processor's charge and the order it
 * pays (docs/adr/0011). Adapters reach the database through `scopedDb()`, which inside
 * `inOneTransaction` is that transaction, so neither adapter needs to know the other exists. A
 * `db.transaction()` inside the scope becomes a savepoint of it.
 */
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { getDb, type Database } from './client';

interface Scope {
  db: Database;
  afterCommit: (() => void)[];
}

const scope = new AsyncLocalStorage<Scope>();

export function scopedDb(): Database {
  return scope.getStore()?.db ?? getDb();
}

/** Runs `work` in one transaction (joining one already open); rolls all of it back if it throws. */
export async function inOneTransaction<T>(work: () => Promise<T>): Promise<T> {
  if (scope.getStore()) return work();
  const afterCommit: (() => void)[] = [];
  // A transaction handle offers every query a database handle does; the cast only drops `$client`.
  const result = await getDb().transaction((tx) => scope.run({ db: tx as unknown as Database, afterCommit }, work));
  for (const effect of afterCommit) effect();
  return result;
}

/** Side effects that must not see uncommitted data (page refreshes): after the commit, or now outside a transaction. */
export function afterCommit(effect: () => void): void {
  const current = scope.getStore();
  if (current) current.afterCommit.push(effect);
  else effect();
}
