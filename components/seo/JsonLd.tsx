import { serializeJsonLd } from '@/lib/seo/json-ld';

type JsonLdData = Parameters<typeof serializeJsonLd>[0];

export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
