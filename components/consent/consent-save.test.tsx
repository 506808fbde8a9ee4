import { CONSENT_CATEGORIES, CONSENT_MAX_AGE_SECONDS } from '@/lib/consent';
import { consentSummary } from './categories';
import { ALL_CONSENT, consentCookieString, NO_CONSENT, saveConsent } from './consent-save';
import { CONSENT_CHANGE_EVENT } from './consent-store';

describe('consentCookieString', () => {
  it('writes a first-party, site-wide, Lax cookie that lasts the consent period', () => {
    expect(consentCookieString({ analytics: true, marketing: false, preferences: true }, false)).toBe(
      `hh_consent=v1%3Aanalytics%3D1%2Cmarketing%3D0%2Cpreferences%3D1; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
  });

  it('adds Secure over https only', () => {
    expect(consentCookieString(NO_CONSENT, true)).toMatch(/; Secure$/);
    expect(consentCookieString(NO_CONSENT, false)).not.toContain('Secure');
  });
});

describe('saveConsent', () => {
  it('tells other modules, so they can start or stop with the answer', () => {
    const heard = jest.fn();
    window.addEventListener(CONSENT_CHANGE_EVENT, heard as EventListener);
    saveConsent(ALL_CONSENT);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual(ALL_CONSENT);
    window.removeEventListener(CONSENT_CHANGE_EVENT, heard as EventListener);
  });
});

describe('consentSummary', () => {
  it('puts every kind of answer in a sentence', () => {
    expect(consentSummary(null)).toBe('You have not told us yet, so we use essential cookies only.');
    expect(consentSummary(NO_CONSENT)).toBe('You have said no to all non-essential cookies, so we use essential cookies only.');
    expect(consentSummary(ALL_CONSENT)).toMatch(/^You have allowed all cookies/);
    expect(consentSummary({ analytics: true, marketing: true, preferences: false })).toBe(
      'You have allowed analytics and marketing cookies, and said no to preference cookies.',
    );
  });

  it('covers the same categories as the consent cookie', () => {
    expect(Object.keys(ALL_CONSENT).sort()).toEqual([...CONSENT_CATEGORIES].sort());
  });
});
