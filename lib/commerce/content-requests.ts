/** Queries of the content calls (docs/product/rules.md#validation), parsed with zod before use. Form bodies have their schemas in lib/forms. */
import { z } from '@/lib/zod';

export const articleListQuery = z.object({
  featured: z.enum(['true', 'false'], { error: "featured must be 'true' or 'false'" }).optional(),
});
