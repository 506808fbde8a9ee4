/**
 * Per-client limits for the forms anyone can post (newsletter, contact, order tracking), so a script
 * cannot flood the shop's tables or guess order numbers. In memory: one server process holds them.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { NextRequest } from 'next/server';
import { ApiError } from './errors';

export interface RateLimit {
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
}

const limiters = new Map<string, RateLimiterMemory>();

function limiterFor(name: string, limit: RateLimit): RateLimiterMemory {
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.windowSeconds });
    limiters.set(name, limiter);
  }
  return limiter;
}

/**
 * The client's address. Behind a proxy, the last X-Forwarded-For entry is the one the proxy itself
 * saw (earlier entries are whatever the client claimed); without one, Next fills the header in
 * from the connection.
 */
export function clientKey(request: NextRequest): string {
  const hops = request.headers.get('x-forwarded-for')?.split(',') ?? [];
  return hops.at(-1)?.trim() || request.headers.get('x-real-ip') || 'local';
}

/** Throws a 429 ApiError (with how long to wait) once the client has used up its window. */
export async function enforceRateLimit(request: NextRequest, name: string, limit: RateLimit): Promise<void> {
  try {
    await limiterFor(name, limit).consume(clientKey(request));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new ApiError(429, 'rate_limited', `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
  }
}

export const NEWSLETTER_LIMIT: RateLimit = { points: 5, windowSeconds: 600 };
export const CONTACT_LIMIT: RateLimit = { points: 5, windowSeconds: 3600 };
export const TRACKING_LIMIT: RateLimit = { points: 10, windowSeconds: 600 };
