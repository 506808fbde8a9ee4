/**
 * The body of `PATCH …/pictures`: the item's pictures, each by URL with its alt text, in the order
 * wanted (first = main picture). Reordering and describing are one call; which URLs may be listed
 * is the domain's rule (withPicturesArranged).
 */
import { z } from '@/lib/zod';
import { MAX_ALT_LENGTH, MAX_PICTURES_PER_ITEM } from '@/lib/domain/pictures';

export const ownerPicturesSchema = z.object({
  pictures: z
    .array(
      z.object({
        url: z.string({ error: 'url must be one of the item\'s picture addresses' }).max(2000),
        alt: z.string({ error: 'alt must be text describing the picture' }).max(MAX_ALT_LENGTH * 2),
      }),
      { error: 'pictures must be a list of { url, alt }' },
    )
    .max(MAX_PICTURES_PER_ITEM),
});
