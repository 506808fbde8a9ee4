/**
 * The cart cookie (docs/adr/0010): the cart's random id, HttpOnly so scripts cannot read it,
 * SameSite=Lax so other sites cannot use it, and Secure whenever the shop is served over https.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { CART_KEPT_DAYS } from '@/lib/domain/policies';

export const CART_COOKIE = 'hh_cart';
// The Cookie Policy names this lifetime; both read it from the policies module.
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * CART_KEPT_DAYS;
const CART_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The cart id from the cookie, or null when there is none (or it is not one of ours). */
export function cartIdFrom(request: NextRequest): string | null {
  return cartIdOf(request.cookies.get(CART_COOKIE)?.value);
}

/** The same from the cookie's value, as a page reads it (next/headers). */
export function cartIdOf(value: string | undefined): string | null {
  return value && CART_ID_PATTERN.test(value) ? value : null;
}

export function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

export function setCartCookie(response: NextResponse, request: NextRequest, cartId: string): void {
  response.cookies.set(CART_COOKIE, cartId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE,
  });
}
