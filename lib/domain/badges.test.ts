import { badgeTags } from './badges';

describe('badgeTags', () => {
  it('picks the badge tags in badge order', () => {
    expect(badgeTags(['premium', 'tartan', 'new'])).toEqual(['new', 'premium']);
  });

  it('accepts tag objects and any case', () => {
    expect(badgeTags([{ name: 'Limited' }, ' BESTSELLER '])).toEqual(['bestseller', 'limited']);
  });

  it('gives none for ordinary tags', () => {
    expect(badgeTags(['kitchen', 'newish'])).toEqual([]);
  });
});
