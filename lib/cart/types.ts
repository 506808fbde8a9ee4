/** A cart item as GET /api/cart returns it (lib/commerce/api-shape.ts): prices are decimal text. */
export interface CartItem {
  id: number;
  productId: number;
  quantity: number;
  /** JSON text of attribute name to chosen value, or null for a simple product. */
  selectedVariations: string | null;
  /** Decimal text of the chosen variation's price, or null. */
  variationPrice: string | null;
  /** Units in stock now: the most this line can grow to. */
  available: number;
  product: { id: number; slug: string; name: string; price: string; imageUrl: string | null };
}
