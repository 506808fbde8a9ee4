import { CONSENT_COOKIE, consentFromCookieHeader, decodeConsent, encodeConsent, hasConsent } from './consent';

describe('consent', () => {
  const some = { analytics: true, marketing: false, preferences: true };

  it('round-trips through its cookie value', () => {
    expect(encodeConsent(some)).toBe('v1:analytics=1,marketing=0,preferences=1');
    expect(decodeConsent(encodeConsent(some))).toEqual(some);
  });

  it('treats no answer, and anything it did not write, as no answer', () => {
    expect(decodeConsent(null)).toBeNull();
    expect(decodeConsent('yes')).toBeNull();
    expect(decodeConsent('v1:analytics=1')).toBeNull();
    expect(decodeConsent('v1:analytics=2,marketing=0,preferences=0')).toBeNull();
  });

  it('finds its cookie among others, and says no until the shopper says yes', () => {
    const header = `hh_cart=abc; ${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent(some))}; other=1`;
    expect(consentFromCookieHeader(header)).toEqual(some);
    expect(hasConsent('analytics', header)).toBe(true);
    expect(hasConsent('marketing', header)).toBe(false);
    expect(hasConsent('analytics', 'hh_cart=abc')).toBe(false);
  });
});
