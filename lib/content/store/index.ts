import 'server-only';
import { scopedDb } from '@/lib/db/unit-of-work';
import { localContentStore } from './local';
import type { ContentStore } from './types';

export type * from './types';

let store: ContentStore | undefined;

/** Stories, adventures, the newsletter and contact messages: in the shop's own PostgreSQL, whichever commerce back end is in use. */
export function contentStore(): ContentStore {
  store ??= localContentStore(scopedDb);
  return store;
}
