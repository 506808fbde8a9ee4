import { NextResponse } from 'next/server';
import type { ShopError } from '@/lib/errors';

/** The one error shape every API answer takes: { error: { code, message } }. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export function jsonError(error: Pick<ShopError, 'status' | 'code' | 'message'>, headers?: HeadersInit): NextResponse<ApiErrorBody> {
  return NextResponse.json({ error: { code: error.code, message: error.message } }, { status: error.status, headers });
}
