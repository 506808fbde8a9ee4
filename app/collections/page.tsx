import { CollectionsPage, collectionsMetadata } from '@/components/collections/CollectionsPage';
import { DEFAULT_REGION } from '@/lib/domain/collections';

// A cached page, rendered again when a product it shows changes or after five minutes (docs/adr/0009).
// The other regions' tabs have their own path (lib/domain/page-views.ts).
export const revalidate = 300;

export const metadata = collectionsMetadata(DEFAULT_REGION);

export default function CollectionsRoute() {
  return <CollectionsPage region={DEFAULT_REGION} />;
}
