import { CONSENT_COOKIE, encodeConsent } from '@/lib/consent';
import { encodeCampaign, type Campaign } from '@/lib/domain/campaign';
import { CAMPAIGN_COOKIE, CAMPAIGN_MAX_AGE_SECONDS, campaignCookieString, consentedCampaign, FORGET_CAMPAIGN_COOKIE } from './campaign-cookie';

const winter: Campaign = { source: 'newsletter', medium: 'email', name: 'winter', referrerHost: null };
const consent = (marketing: boolean) => `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent({ analytics: false, marketing, preferences: false }))}`;
const campaign = `${CAMPAIGN_COOKIE}=${encodeURIComponent(encodeCampaign(winter))}`;

describe('consentedCampaign', () => {
  it('reads the campaign while the shopper allows marketing', () => {
    expect(consentedCampaign(`hh_cart=abc; ${consent(true)}; ${campaign}`)).toEqual(winter);
  });

  it('reads nothing without marketing consent, though the cookie is there', () => {
    expect(consentedCampaign(`${consent(false)}; ${campaign}`)).toBeNull();
    expect(consentedCampaign(campaign)).toBeNull();
  });

  it('reads nothing from a cookie it did not write, and never throws', () => {
    for (const junk of ['%E0%A4%A', 'x', '%5B1%5D', '']) expect(consentedCampaign(`${consent(true)}; ${CAMPAIGN_COOKIE}=${junk}`)).toBeNull();
    expect(consentedCampaign(`${CONSENT_COOKIE}=%E0%A4%A; ${campaign}`)).toBeNull();
  });
});

describe('the campaign cookie strings', () => {
  it('keeps the campaign first-party, site-wide and Lax for 30 days, Secure over https', () => {
    expect(CAMPAIGN_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(campaignCookieString(winter, false)).toBe(`${campaign}; Path=/; Max-Age=${CAMPAIGN_MAX_AGE_SECONDS}; SameSite=Lax`);
    expect(campaignCookieString(winter, true)).toMatch(/; Secure$/);
  });

  it('deletes it with the same path', () => {
    expect(FORGET_CAMPAIGN_COOKIE).toBe(`${CAMPAIGN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });
});
