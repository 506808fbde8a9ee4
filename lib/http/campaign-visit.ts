/**
 * A visit that arrives with campaign tags (docs/adr/0035): recorded by proxy.ts in the campaign
 * cookie when, and only when, the visitor's consent cookie already allows marketing.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { CAMPAIGN_COOKIE, CAMPAIGN_MAX_AGE_SECONDS } from '@/lib/campaign-cookie';
import { hasConsent } from '@/lib/consent';
import { campaignOfVisit, encodeCampaign, UTM_PARAMS, type Campaign } from '@/lib/domain/campaign';
import { isHttps } from './cart-cookie';

export function hasCampaignTags(url: URL): boolean {
  return UTM_PARAMS.some((param) => url.searchParams.has(param));
}

/** The host the visitor asked for, as a proxy in front of the shop passes it on. */
function ownHost(request: NextRequest): string {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
}

/** The campaign of a tagged page visit made with marketing consent; null for any other request. */
export function consentedVisitCampaign(request: NextRequest): Campaign | null {
  if (!hasCampaignTags(request.nextUrl) || !hasConsent('marketing', request.headers.get('cookie') ?? '')) return null;
  return campaignOfVisit(request.nextUrl.searchParams, request.headers.get('referer'), ownHost(request));
}

/** Last campaign visit wins: the cookie is replaced, and its 30 days start again. */
export function setCampaignCookie(response: NextResponse, request: NextRequest, campaign: Campaign): void {
  // The cookie's writer percent-encodes the value, as the banner's document.cookie string does.
  response.cookies.set(CAMPAIGN_COOKIE, encodeCampaign(campaign), { sameSite: 'lax', secure: isHttps(request), path: '/', maxAge: CAMPAIGN_MAX_AGE_SECONDS });
}
