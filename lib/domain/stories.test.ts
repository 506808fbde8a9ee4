import { featuredStory, MORE_STORIES_COUNT, otherStories, readTimeLabel, storyDate, type StoryLike } from './stories';

const story = (slug: string, extra: Partial<StoryLike> = {}): StoryLike => ({ slug, featured: false, keywords: [], productSlugs: [], ...extra });

describe('storyDate', () => {
  it('writes the en-GB long date', () => {
    expect(storyDate(new Date('2026-03-14T09:00:00Z'))).toBe('14 March 2026');
    expect(storyDate(new Date('2025-01-05T12:00:00Z'))).toBe('5 January 2025');
  });

  it('dates by the clock in Scotland, not the server’s', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(storyDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
    // In winter London is on UTC.
    expect(storyDate(new Date('2026-01-31T23:30:00Z'))).toBe('31 January 2026');
  });
});

describe('readTimeLabel', () => {
  it('says N min read, never less than one minute', () => {
    expect(readTimeLabel(6)).toBe('6 min read');
    expect(readTimeLabel(0)).toBe('1 min read');
    expect(readTimeLabel(2.4)).toBe('2 min read');
  });
});

describe('featuredStory', () => {
  it('is the first featured story in the order given', () => {
    const stories = [story('a'), story('b', { featured: true }), story('c', { featured: true })];
    expect(featuredStory(stories)?.slug).toBe('b');
  });

  it('is null when none is featured', () => {
    expect(featuredStory([story('a')])).toBeNull();
    expect(featuredStory([])).toBeNull();
  });
});

describe('otherStories', () => {
  const current = story('whisky', { keywords: ['whisky', 'food and drink'], productSlugs: ['coasters'] });

  it('never offers the story itself and offers three at most', () => {
    const stories = [current, story('a'), story('b'), story('c'), story('d')];
    const others = otherStories(stories, current);
    expect(MORE_STORIES_COUNT).toBe(3);
    expect(others.map((item) => item.slug)).toEqual(['a', 'b', 'c']);
  });

  it('puts stories sharing keywords or products first, keeping the given order between equals', () => {
    const stories = [
      story('newest'),
      story('burns', { keywords: ['food and drink'], productSlugs: ['coasters'] }),
      story('clans'),
      story('haggis', { keywords: ['food and drink'] }),
    ];
    expect(otherStories(stories, current).map((item) => item.slug)).toEqual(['burns', 'haggis', 'newest']);
  });

  it('returns fewer when there are fewer other stories, and none for a count of zero', () => {
    expect(otherStories([current, story('a')], current).map((item) => item.slug)).toEqual(['a']);
    expect(otherStories([current], current)).toEqual([]);
    expect(otherStories([current, story('a')], current, 0)).toEqual([]);
  });
});
