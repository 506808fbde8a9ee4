import { NextResponse } from 'next/server';

/** The one error shape every API route answers with: { error: { code, message } }. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Thrown by parsing and domain code to end a request with a 4xx; the wrapper turns it into JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function jsonError(status: number, code: string, message: string, headers?: HeadersInit): NextResponse<ApiErrorBody> {
  return NextResponse.json({ error: { code, message } }, { status, headers });
}

export const notFound = (message: string) => new ApiError(404, 'not_found', message);
