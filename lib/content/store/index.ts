import 'server-only';
import { scopedDb } from '@/lib/db/unit-of-work';
import { localContentStore } from './local';
import { localOwnerContent } from './owner-local';
import type { ContentStore, OwnerContent } from './types';

export type * from './types';

let store: ContentStore | undefined;
let owner: OwnerContent | undefined;

/** Stories, adventures, the newsletter and contact messages: in the shop's own PostgreSQL, whichever commerce back end is in use. */
export function contentStore(): ContentStore {
  store ??= localContentStore(scopedDb);
  return store;
}

/** The owner's side of the stories and adventures: on both back ends, since they are the shop's own. */
export function ownerContent(): OwnerContent {
  owner ??= localOwnerContent(scopedDb);
  return owner;
}
