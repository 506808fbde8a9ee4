import { picturesOf } from '@/lib/pictures/picture-lists';
import { PictureManager } from './PictureManager';

/** A product's pictures on its edit page, read as they stand and changed through the product's picture calls. */
export async function ProductPictures({ productId }: { productId: number }) {
  const pictures = await picturesOf({ kind: 'product', id: productId });
  return <PictureManager endpoint={`/api/admin/products/${productId}/pictures`} initialPictures={pictures} />;
}
