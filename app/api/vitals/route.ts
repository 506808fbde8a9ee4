import { NextResponse } from 'next/server';
import { z } from '@/lib/zod';
import { parseJsonBody } from '@/lib/http/parse';
import { enforceRateLimit } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/log';
import { otherMethods } from '@/lib/http/other-methods';

const vitalSchema = z.object({
  name: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  path: z.string().max(300).regex(/^\//),
});

/** The idle-time performance module's Core Web Vitals, written to the server log (docs/adr/0014). */
export const POST = route(async (request) => {
  await enforceRateLimit(request, 'vitals', { points: 60, windowSeconds: 60 });
  const vital = await parseJsonBody(vitalSchema, request, 2048);
  logger('vitals').info({ metric: vital.name, value: vital.value, rating: vital.rating, path: vital.path }, 'web vital');
  return new NextResponse(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
