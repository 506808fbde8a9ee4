import { NextResponse } from 'next/server';
import type { ShopError } from '@/lib/errors';

/** The one error shape every API answer takes: { error: { code, message } }. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** A refusal that lifts by itself says when, in Retry-After. */
export function jsonError(error: Pick<ShopError, 'status' | 'code' | 'message'> & { retryAfterSeconds?: number }, headers?: HeadersInit): NextResponse<ApiErrorBody> {
  const sent = new Headers(headers);
  if (error.retryAfterSeconds !== undefined) sent.set('Retry-After', String(error.retryAfterSeconds));
  return NextResponse.json({ error: { code: error.code, message: error.message } }, { status: error.status, headers: sent });
}
