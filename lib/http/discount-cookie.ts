/**
 * The discount cookie (docs/adr/0034): the code a shopper entered or followed a link with, kept beside
 * their cart for as long as the cart is kept. It is the shopper's own offer, strictly necessary for the
 * cart they asked for, and holds nothing about them; HttpOnly and SameSite=Lax like the cart's.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { normaliseCode } from '@/lib/domain/discounts';
import { CART_KEPT_DAYS } from '@/lib/domain/policies';
import { isHttps } from './cart-cookie';

export const DISCOUNT_COOKIE = 'hh_code';
const DISCOUNT_COOKIE_MAX_AGE = 60 * 60 * 24 * CART_KEPT_DAYS;

/** The cart's code from a cookie value, or null when there is none (or it is not a code's shape). */
export function discountCodeOf(value: string | undefined): string | null {
  return value ? normaliseCode(value) : null;
}

export function discountCodeFrom(request: NextRequest): string | null {
  return discountCodeOf(request.cookies.get(DISCOUNT_COOKIE)?.value);
}

export function setDiscountCookie(response: NextResponse, request: NextRequest, code: string): void {
  response.cookies.set(DISCOUNT_COOKIE, code, { httpOnly: true, sameSite: 'lax', secure: isHttps(request), path: '/', maxAge: DISCOUNT_COOKIE_MAX_AGE });
}

export function clearDiscountCookie(response: NextResponse): void {
  response.cookies.delete(DISCOUNT_COOKIE);
}
