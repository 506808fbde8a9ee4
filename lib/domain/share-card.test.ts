import { priceRangeText } from './pricing';
import { adventureCardText, cardTitle, cardTitleSize, CARD_TITLE_MAX_LENGTH, productCardText, storyCardText } from './share-card';

describe('priceRangeText', () => {
  it('gives one price when every variation costs the same, else "from" the cheapest', () => {
    expect(priceRangeText({ min: 2400, max: 2400 })).toBe('£24.00');
    expect(priceRangeText({ min: 1850, max: 2999 })).toBe('from £18.50');
    expect(priceRangeText({ min: 123456, max: 123456 })).toBe('£1,234.56');
  });
});

describe('card text', () => {
  it("gives a product's name and price", () => {
    expect(productCardText({ name: 'Oak Board', priceRange: { min: 3500, max: 4500 } })).toEqual({ title: 'Oak Board', detail: 'from £35.00' });
  });

  it("gives a story's reading time", () => {
    expect(storyCardText({ title: 'The Clearances', readTimeMinutes: 6.6 })).toEqual({ title: 'The Clearances', detail: '7 min read' });
  });

  it("gives an adventure's region and duration, leaving out what is blank", () => {
    expect(adventureCardText({ title: 'Ben Nevis', region: 'Highlands', duration: '7-9 hours' })).toEqual({ title: 'Ben Nevis', detail: 'Highlands · 7-9 hours' });
    expect(adventureCardText({ title: 'Skye', region: 'Islands', duration: ' ' })).toEqual({ title: 'Skye', detail: 'Islands' });
    expect(adventureCardText({ title: 'X', region: '', duration: '' }).detail).toBeNull();
  });
});

describe('cardTitleSize', () => {
  it('sets short titles large and long ones smaller, never growing with length', () => {
    const sizes = [5, 24, 25, 44, 45, 64, 65, 90].map((length) => cardTitleSize('x'.repeat(length)));
    expect(sizes[0]).toBe(64);
    expect(sizes.at(-1)).toBe(40);
    for (let i = 1; i < sizes.length; i += 1) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!);
  });
});

describe('cardTitle', () => {
  it('keeps a title that fits and cuts a longer one at a word, with an ellipsis', () => {
    expect(cardTitle('  Thistle Apron ')).toBe('Thistle Apron');
    const long = 'The long walk '.repeat(10);
    const cut = cardTitle(long);
    expect(cut.length).toBeLessThanOrEqual(CARD_TITLE_MAX_LENGTH + 1);
    expect(cut.endsWith('…')).toBe(true);
  });
});
