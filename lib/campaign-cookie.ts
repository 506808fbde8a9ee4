/**
 * The campaign cookie (docs/adr/0035): the campaign of the visit that brought the shopper, kept in
 * their browser for CAMPAIGN_KEPT_DAYS, only while they allow marketing cookies. Shared by the
 * browser (the cookie banner records it and a withdrawal deletes it, so it is not HttpOnly) and the
 * server (the proxy records a tagged visit, create-order reads it onto the order).
 */
import { CAMPAIGN_KEPT_DAYS, decodeCampaign, encodeCampaign, type Campaign } from '@/lib/domain/campaign';
import { cookieFromHeader, hasConsent } from '@/lib/consent';

export const CAMPAIGN_COOKIE = 'hh_campaign';
export const CAMPAIGN_MAX_AGE_SECONDS = 60 * 60 * 24 * CAMPAIGN_KEPT_DAYS;

/**
 * The campaign a request's (or `document.cookie`'s) cookies hold, only while they still allow marketing:
 * a shopper who withdrew consent in a way that left the cookie behind is treated as having none.
 */
export function consentedCampaign(cookieHeader: string): Campaign | null {
  if (!hasConsent('marketing', cookieHeader)) return null;
  return decodeCampaign(cookieFromHeader(cookieHeader, CAMPAIGN_COOKIE));
}

/** The string for document.cookie: first-party, whole site, Lax, CAMPAIGN_KEPT_DAYS. */
export function campaignCookieString(campaign: Campaign, secure: boolean): string {
  const parts = [`${CAMPAIGN_COOKIE}=${encodeURIComponent(encodeCampaign(campaign))}`, 'Path=/', `Max-Age=${CAMPAIGN_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The string for document.cookie that deletes the cookie. */
export const FORGET_CAMPAIGN_COOKIE = `${CAMPAIGN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
