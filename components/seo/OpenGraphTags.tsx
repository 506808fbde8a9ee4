import type { OpenGraphTag } from '@/lib/seo/metadata';

/**
 * Open Graph tags that Next's Metadata API cannot write (a product's og:type and price,
 * lib/seo/metadata.ts). React places <meta> elements rendered anywhere in the page into the <head>.
 */
export function OpenGraphTags({ tags }: { tags: readonly OpenGraphTag[] }) {
  return (
    <>
      {tags.map(({ property, content }) => (
        <meta key={property} property={property} content={content} />
      ))}
    </>
  );
}
