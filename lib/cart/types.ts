/** Spec 3 cart item, as GET /api/cart returns it: prices are decimal text. */
export interface CartItem {
  id: number | string;
  quantity: number;
  /** JSON text of attribute name to chosen value, or null for a simple product. */
  selectedVariations: string | null;
  /** Decimal text of the chosen variation's price, or null. */
  variationPrice: string | null;
  product: { name: string; price: string; imageUrl: string | null };
}
