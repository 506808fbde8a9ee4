import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { LazyCartPageView } from '@/components/cart/LazyCartPageView';
import { LazyDiscountCodeForm } from '@/components/cart/LazyDiscountCodeForm';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { commerce } from '@/lib/commerce';
import { quoteCartCode, toApiCartDiscount } from '@/lib/checkout/cart-discount';
import { discountNotice, discountStatusOf, isRefusal } from '@/lib/checkout/discount-status';
import { CART_COOKIE, cartIdOf } from '@/lib/http/cart-cookie';
import { DISCOUNT_COOKIE, discountCodeOf } from '@/lib/http/discount-cookie';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Your Highland Cart',
  description: 'The Highland gifts in your cart, ready for checkout. UK delivery is free on every order.',
  path: '/cart',
  noIndex: true,
});

interface CartRouteProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The cart's code as the server sees it, and what the code form last did (docs/adr/0034): the one
 * part of the cart in the page's HTML, so a code can be applied and removed without JavaScript.
 */
async function discountForm(query: Record<string, string | string[] | undefined>) {
  const jar = await cookies();
  const code = discountCodeOf(jar.get(DISCOUNT_COOKIE)?.value);
  const status = discountStatusOf(query);
  const refusedCode = status && isRefusal(status.status) ? status.code : null;
  // The cart's lines are read only to quote a code: most views of the cart have none.
  const cartId = cartIdOf(jar.get(CART_COOKIE)?.value);
  const lines = cartId && (code || refusedCode) ? await commerce().getCart(cartId) : [];
  const quote = code ? await quoteCartCode(code, lines) : null;
  // A refusal's own words name what it needs (a minimum spend's amount): ask the code again for them.
  const refused = refusedCode ? await quoteCartCode(refusedCode, lines) : null;
  const notice = status ? discountNotice(status.status, quote?.ok ? quote.code : null, refused && !refused.ok && refused.reason === status.status ? refused.message : null) : null;
  return <LazyDiscountCodeForm initial={toApiCartDiscount(quote, lines)} notice={notice} />;
}

/** While the store cannot be asked, the form still shows (the cart itself then says it could not load). */
function unknownDiscount() {
  return <LazyDiscountCodeForm initial={toApiCartDiscount(null, [])} notice={null} />;
}

export default async function CartPage({ searchParams }: CartRouteProps) {
  // Rendered per request, so Next can write this response's nonce on its scripts (docs/adr/0004).
  await connection();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-4xl font-bold">Your Highland Cart</h1>
      <LazyCartPageView discount={await discountForm(await searchParams).catch(unknownDiscount)} />
      <NeedsJavaScript title="Your cart needs JavaScript" message="Please turn on JavaScript in your browser to see your cart and check out." />
    </div>
  );
}
