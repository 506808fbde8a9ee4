/** Where a product's generated pictures are served from; the seed and the generator agree through this. */
export const PRODUCT_IMAGE_DIR = 'public/images/generated/products';
const PRODUCT_IMAGE_URL = '/images/generated/products';

export const PRODUCT_IMAGE_VIEWS = [
  { suffix: 1, alt: (name: string) => name },
  // Not "the design": some close-ups show only the material (waxed cotton, leather, tweed).
  { suffix: 2, alt: (name: string) => `${name}, close up` },
  { suffix: 3, alt: (name: string) => `${name}, styled at home` },
] as const;

export function productImages(slug: string, name: string): { url: string; alt: string }[] {
  return PRODUCT_IMAGE_VIEWS.map((view) => ({ url: `${PRODUCT_IMAGE_URL}/${slug}-${view.suffix}.webp`, alt: view.alt(name) }));
}
