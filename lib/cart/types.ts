/**
 * The browser's cart: money in integer pence and chosen options as a record. The API's own shape
 * (decimal text, options as JSON text) is read once, where the cart arrives (lib/cart/from-api.ts),
 * and never reaches a component.
 */
import type { Pence } from '@/lib/domain/money';

export interface CartItem {
  id: number;
  productId: number;
  slug: string;
  name: string;
  imageUrl: string | null;
  /** The chosen variation's price, or the product's own. */
  unitPricePence: Pence;
  quantity: number;
  /** Attribute name to chosen option; empty for a simple product. */
  options: Record<string, string>;
  /** Units in stock now: the most this line can grow to. */
  available: number;
}
