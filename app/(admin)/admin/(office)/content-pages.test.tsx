/**
 * The back office's Stories and Adventures pages with their services stood in for: drafts and
 * published pieces listed with their toggles, the editor's page with its picture spot, an unknown
 * slug the not-found page, and axe finding nothing wrong (colour contrast aside: jsdom lays nothing out).
 */
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import axe from 'axe-core';
import type { OwnerAdventure, OwnerStory } from '@/lib/content/store';
import { ShopError } from '@/lib/errors';
import StoriesPage from './stories/page';
import StoryPage from './stories/[slug]/page';
import NewStoryPage from './stories/new/page';
import AdventuresPage from './adventures/page';
import AdventurePage from './adventures/[slug]/page';

const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), notFound: () => notFound() }));
jest.mock('@/lib/admin/guard', () => ({ requireOwnerPage: jest.fn(async () => ({ id: 1, email: 'morag@highland-home.example' })) }));
jest.mock('@/lib/pictures/picture-lists', () => ({ picturesOf: jest.fn(async () => [{ url: '/pictures/7-0123456789ab.webp', alt: 'Standing stones at dusk' }]) }));
jest.mock('@/lib/admin/content', () => ({ listStoriesForOwner: jest.fn(), storyForOwner: jest.fn(), listAdventuresForOwner: jest.fn(), adventureForOwner: jest.fn() }));
const content = jest.requireMock<Record<'listStoriesForOwner' | 'storyForOwner' | 'listAdventuresForOwner' | 'adventureForOwner', jest.Mock>>('@/lib/admin/content');

const STORY: OwnerStory = {
  id: 4,
  slug: 'the-shieling-summer',
  title: 'The Shieling Summer',
  excerpt: 'Up to the hill pastures.',
  bodyHtml: '<h2>Up</h2>',
  bodyMarkdown: '## Up',
  featured: true,
  published: false,
  publishedAt: new Date('2026-11-20T09:00:00Z'),
  modifiedAt: null,
  readTimeMinutes: 1,
  keywords: ['shieling'],
  productSlugs: [],
  image: null,
};
const ADVENTURE: OwnerAdventure = {
  id: 7,
  slug: 'lost-valley',
  title: 'The Lost Valley',
  description: 'A hidden glen.',
  contentHtml: '<p>Words.</p>',
  contentMarkdown: 'Words.',
  location: 'Glencoe',
  region: 'Highlands',
  activityTypes: ['Hiking'],
  difficulty: 'moderate',
  duration: '3 hours',
  distance: 'About 4 km (2.5 miles)',
  bestTimeToVisit: 'May to October',
  latitude: 56.6568,
  longitude: -5.0096,
  featured: false,
  whatToBring: ['Boots'],
  seasonalAdvice: 'The river rises after rain.',
  images: [{ url: '/images/generated/adventures/lost-valley-1.webp', alt: 'A glen between steep hills' }],
  published: true,
  updatedAt: new Date('2026-11-21T09:00:00Z'),
};

async function show(page: ReactElement) {
  const rendered = render(page);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return rendered;
}

async function expectAccessible(container: HTMLElement): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

const slug = (value: string) => ({ params: Promise.resolve({ slug: value }) });

beforeEach(() => jest.clearAllMocks());

describe('stories and adventures in the back office', () => {
  it('lists stories, drafts included, each with its state and toggle', async () => {
    content.listStoriesForOwner.mockResolvedValue([STORY, { ...STORY, id: 5, slug: 'clo-mor', title: 'Clò Mòr', published: true, featured: false }]);
    const { container } = await show(await StoriesPage());
    expect(screen.getByText('2 stories, 1 draft. Newest first.')).toBeInTheDocument();
    const draft = screen.getByRole('row', { name: /The Shieling Summer/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Publish: The Shieling Summer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take down: Clò Mòr' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New story' })).toHaveAttribute('href', '/admin/stories/new');
    await expectAccessible(container);
  });

  it('opens a story’s editor with its Markdown, its state and its pictures', async () => {
    content.storyForOwner.mockResolvedValue(STORY);
    const { container } = await show(await StoryPage(slug(STORY.slug)));
    expect(screen.getByRole('heading', { level: 1, name: 'The Shieling Summer' })).toBeInTheDocument();
    expect(screen.getByText('Draft: not in the shop')).toBeInTheDocument();
    expect(screen.getByLabelText('Body (required)')).toHaveValue('## Up');
    expect(screen.getByRole('region', { name: 'Pictures (the first is the hero picture)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Standing stones at dusk' })).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('answers an unknown or malformed slug with the not-found page', async () => {
    content.storyForOwner.mockRejectedValue(new ShopError('not_found', 'not_found', 'There is no story.'));
    await expect(StoryPage(slug('no-such-story'))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(StoryPage(slug('Not A Slug'))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(content.storyForOwner).toHaveBeenCalledTimes(1);
  });

  it('offers a new story’s empty editor', async () => {
    const { container } = await show(await NewStoryPage());
    expect(screen.getByRole('button', { name: 'Make the story' })).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('lists adventures by region and opens one with its distance', async () => {
    content.listAdventuresForOwner.mockResolvedValue([ADVENTURE]);
    const list = await show(await AdventuresPage());
    expect(within(screen.getByRole('row', { name: /The Lost Valley/ })).getByText('Highlands')).toBeInTheDocument();
    await expectAccessible(list.container);
    list.unmount();
    content.adventureForOwner.mockResolvedValue(ADVENTURE);
    const { container } = await show(await AdventurePage(slug(ADVENTURE.slug)));
    expect(screen.getByLabelText('Distance')).toHaveValue('About 4 km (2.5 miles)');
    expect(screen.getByLabelText('Region (required)')).toHaveValue('Highlands');
    expect(screen.getByRole('region', { name: 'Pictures (the first is the hero picture)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in the shop' })).toHaveAttribute('href', '/adventures/lost-valley');
    await expectAccessible(container);
  });
});
