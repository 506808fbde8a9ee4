import { serializeJsonLd } from '@/lib/seo/serialize';
import type { JsonLdThing } from '@/lib/seo/schema-types';

/**
 * Structured data as a plain <script> (Next's JSON-LD guide): it is data, not code, so next/script
 * and a client boundary would only add weight. The serializer makes the markup safe to inject.
 */
export function JsonLd<T extends JsonLdThing>({ data }: { data: T | readonly T[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
