import { consentedCampaign, CAMPAIGN_COOKIE } from '@/lib/campaign-cookie';
import { cookieFromHeader } from '@/lib/consent';
import { ALL_CONSENT, NO_CONSENT, saveConsent } from './consent-save';

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function arrive(path: string, referrer = '') {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

const kept = () => cookieFromHeader(document.cookie, CAMPAIGN_COOKIE);

beforeEach(() => {
  clearCookies();
  arrive('/');
});

describe('the campaign kept with a cookie answer', () => {
  it('records the landing page’s tags and outside referrer when the shopper says yes to marketing there', () => {
    arrive('/stories/winter-walks?utm_source=newsletter&utm_medium=email&utm_campaign=winter', 'https://mail.example.com/inbox');
    saveConsent(ALL_CONSENT);
    expect(consentedCampaign(document.cookie)).toEqual({ source: 'newsletter', medium: 'email', name: 'winter', referrerHost: 'mail.example.com' });
  });

  it('records nothing when the shopper says no, or yes only to other kinds', () => {
    arrive('/?utm_source=newsletter', 'https://mail.example.com/');
    saveConsent(NO_CONSENT);
    expect(kept()).toBeNull();
    saveConsent({ analytics: true, marketing: false, preferences: true });
    expect(kept()).toBeNull();
  });

  it('deletes what was kept when marketing is withdrawn', () => {
    arrive('/?utm_source=newsletter');
    saveConsent(ALL_CONSENT);
    expect(kept()).not.toBeNull();
    saveConsent({ ...ALL_CONSENT, marketing: false });
    expect(kept()).toBeNull();
  });

  it('leaves a kept campaign as it is when the yes is given on a plain visit', () => {
    arrive('/?utm_source=newsletter');
    saveConsent(ALL_CONSENT);
    arrive('/products', `${window.location.origin}/`);
    saveConsent(ALL_CONSENT);
    expect(consentedCampaign(document.cookie)?.source).toBe('newsletter');
  });
});
