import { CAMPAIGN_TEXT_MAX, campaignLabel, campaignOfVisit, campaignText, decodeCampaign, encodeCampaign, referrerHostOf, type Campaign } from './campaign';

const winter: Campaign = { source: 'newsletter', medium: 'email', name: 'winter', referrerHost: 'mail.example.com' };

describe('campaignText', () => {
  it('keeps printable text, one space between words, trimmed', () => {
    expect(campaignText('  Winter\tSale\n2026 ')).toBe('Winter Sale 2026');
    expect(campaignText('été ☃')).toBe('été ☃');
  });

  it('drops control and invisible characters, and gives null when nothing is left', () => {
    expect(campaignText('win\u0000ter\u200b\u202e')).toBe('winter');
    expect(campaignText(' \u0007 ')).toBeNull();
    expect(campaignText('')).toBeNull();
    expect(campaignText(null)).toBeNull();
    expect(campaignText(undefined)).toBeNull();
  });

  it(`cuts at ${CAMPAIGN_TEXT_MAX} characters, never through a character`, () => {
    expect(campaignText('a'.repeat(500))).toBe('a'.repeat(CAMPAIGN_TEXT_MAX));
    const cut = campaignText(`${'a'.repeat(CAMPAIGN_TEXT_MAX - 1)}😀`)!;
    expect(cut).toBe('a'.repeat(CAMPAIGN_TEXT_MAX - 1));
  });
});

describe('referrerHostOf', () => {
  it('keeps an outside site’s host, in lower case and without www.', () => {
    expect(referrerHostOf('https://www.Facebook.com/some/post?x=1', 'highlandhome.co.uk')).toBe('facebook.com');
    expect(referrerHostOf('http://mail.example.com/', 'highlandhome.co.uk')).toBe('mail.example.com');
  });

  it('never keeps the shop’s own host, with or without www. or a port', () => {
    expect(referrerHostOf('https://highlandhome.co.uk/products', 'highlandhome.co.uk')).toBeNull();
    expect(referrerHostOf('https://www.highlandhome.co.uk/', 'highlandhome.co.uk')).toBeNull();
    expect(referrerHostOf('http://127.0.0.1:3231/stories/x', '127.0.0.1:3231')).toBeNull();
  });

  it('keeps nothing of a referrer that is not a web address', () => {
    for (const referrer of ['', null, undefined, 'not a url', 'android-app://com.google.android.gm/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(referrerHostOf(referrer, 'highlandhome.co.uk')).toBeNull();
    }
  });
});

describe('campaignOfVisit', () => {
  it('reads the three tags and an outside referrer', () => {
    expect(campaignOfVisit(new URLSearchParams('utm_source=newsletter&utm_medium=email&utm_campaign=winter'), 'https://mail.example.com/', 'shop.test')).toEqual(winter);
  });

  it('keeps what a visit has: tags without a referrer, or a referrer without tags', () => {
    expect(campaignOfVisit(new URLSearchParams('utm_source=instagram'), '', 'shop.test')).toEqual({ source: 'instagram', medium: null, name: null, referrerHost: null });
    expect(campaignOfVisit(new URLSearchParams('page=2'), 'https://www.google.com/', 'shop.test')).toEqual({ source: null, medium: null, name: null, referrerHost: 'google.com' });
  });

  it('is null for a plain visit, so it never replaces the campaign that brought the shopper', () => {
    expect(campaignOfVisit(new URLSearchParams('page=2&utm_source='), 'https://shop.test/products', 'shop.test')).toBeNull();
  });
});

describe('the campaign cookie’s value', () => {
  it('comes back as it went in', () => {
    expect(decodeCampaign(encodeCampaign(winter))).toEqual(winter);
    expect(decodeCampaign(encodeCampaign({ source: 'été', medium: null, name: null, referrerHost: null }))).toEqual({ source: 'été', medium: null, name: null, referrerHost: null });
  });

  it('stays inside a cookie’s 4 KB at its longest, once percent-encoded', () => {
    const longest = '\u2603'.repeat(500);
    const value = encodeURIComponent(encodeCampaign({ source: campaignText(longest), medium: campaignText(longest), name: campaignText(longest), referrerHost: 'a'.repeat(CAMPAIGN_TEXT_MAX) }));
    expect(`hh_campaign=${value}`.length).toBeLessThan(4096);
    expect(decodeCampaign(decodeURIComponent(value))?.source).toHaveLength(CAMPAIGN_TEXT_MAX);
  });

  it('is cleaned again as it is read: the browser can hold anything under the name', () => {
    expect(decodeCampaign(JSON.stringify(['news\u0000letter', null, 'x'.repeat(300), 'WWW.Evil.Example']))).toEqual({ source: 'newsletter', medium: null, name: 'x'.repeat(CAMPAIGN_TEXT_MAX), referrerHost: 'evil.example' });
    expect(decodeCampaign(JSON.stringify([null, null, null, 'bad host/<script>']))).toBeNull();
  });

  it('is null for anything but the four parts', () => {
    for (const junk of ['', null, undefined, '{', '"x"', '[]', '[1,2,3,4]', '["a","b","c"]', '["a","b","c","d","e"]', '{"source":"x"}', '[null,null,null,null]', 'x'.repeat(10_000)]) {
      expect(decodeCampaign(junk)).toBeNull();
    }
  });
});

describe('campaignLabel', () => {
  it('names a campaign by its tags, or by the site that linked to the shop', () => {
    expect(campaignLabel(winter)).toBe('newsletter / email / winter');
    expect(campaignLabel({ source: 'instagram', medium: null, name: null, referrerHost: null })).toBe('instagram / – / –');
    expect(campaignLabel({ source: null, medium: null, name: null, referrerHost: 'facebook.com' })).toBe('A link on facebook.com');
  });
});
