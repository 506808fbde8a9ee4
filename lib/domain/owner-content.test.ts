import { changedFields, freeSlug, isSlug, MAX_SLUG_LENGTH, renameRedirects, slugFromTitle } from './owner-content';

describe('slugFromTitle', () => {
  it.each([
    ['Clò Mòr: the Making of Harris Tweed', 'clo-mor-the-making-of-harris-tweed'],
    ['How the Thistle Became Scotland’s Emblem', 'how-the-thistle-became-scotlands-emblem'],
    ["Sir Hugh Munro and the 282", 'sir-hugh-munro-and-the-282'],
    ['  Gàidhlig — a Language in the Landscape!  ', 'gaidhlig-a-language-in-the-landscape'],
    ['Straße & Ærø', 'strasse-aero'],
    ['!!!', ''],
    ['', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('cuts a long title at a word, within the limit, and always gives a valid slug', () => {
    const slug = slugFromTitle('The long walk '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(isSlug(slug)).toBe(true);
    expect(isSlug(slugFromTitle('x'.repeat(300)))).toBe(true);
  });
});

describe('isSlug', () => {
  it('takes kebab case only, up to the limit', () => {
    expect(isSlug('lost-valley')).toBe(true);
    expect(isSlug('282')).toBe(true);
    for (const bad of ['', '-', 'Lost-Valley', 'lost--valley', 'lost-valley-', 'lost valley', 'a'.repeat(MAX_SLUG_LENGTH + 1), 'glen/coe']) expect(isSlug(bad)).toBe(false);
  });
});

describe('freeSlug', () => {
  it('numbers a generated slug past the ones taken, keeping within the limit', () => {
    const taken = new Set(['glen', 'glen-2']);
    expect(freeSlug('glen', (slug) => taken.has(slug))).toBe('glen-3');
    expect(freeSlug('loch', (slug) => taken.has(slug))).toBe('loch');
    const long = 'a'.repeat(MAX_SLUG_LENGTH);
    const next = freeSlug(long, (slug) => slug === long);
    expect(next).toHaveLength(MAX_SLUG_LENGTH);
    expect(next.endsWith('-2')).toBe(true);
  });
});

describe('renameRedirects', () => {
  it('redirects the slug left and frees the slug taken; no rename, no change', () => {
    expect(renameRedirects('old', 'new')).toEqual({ add: 'old', remove: 'new' });
    expect(renameRedirects('same', 'same')).toBeNull();
  });
});

describe('changedFields', () => {
  it('keeps only what an edit changed, lists compared by value', () => {
    const before = { title: 'Glen', body: 'Long words.', published: true, keywords: ['a', 'b'] };
    expect(changedFields(before, { ...before, published: false, keywords: ['a', 'b'] })).toEqual({ before: { published: true }, after: { published: false } });
    expect(changedFields(before, { ...before })).toEqual({ before: {}, after: {} });
  });
});
