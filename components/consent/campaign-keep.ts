import { campaignCookieString, CAMPAIGN_COOKIE, FORGET_CAMPAIGN_COOKIE } from '@/lib/campaign-cookie';
import { cookieFromHeader, type Consent } from '@/lib/consent';
import { campaignOfVisit } from '@/lib/domain/campaign';

/**
 * The browser's side of the campaign cookie (docs/adr/0035), run on every saved cookie answer. A yes
 * to marketing records the campaign of this visit from the page's address and referrer at that
 * moment, so a shopper who lands from a newsletter and says yes on that first page counts (the proxy
 * only sees visits made after a yes). A plain visit leaves a kept campaign as it is. Any other
 * answer deletes what was kept: without consent nothing is kept, ever.
 */
export function keepCampaignWith(consent: Consent): void {
  if (!consent.marketing) {
    if (cookieFromHeader(document.cookie, CAMPAIGN_COOKIE) !== null) document.cookie = FORGET_CAMPAIGN_COOKIE;
    return;
  }
  const campaign = campaignOfVisit(new URLSearchParams(window.location.search), document.referrer, window.location.host);
  if (campaign) document.cookie = campaignCookieString(campaign, window.location.protocol === 'https:');
}
