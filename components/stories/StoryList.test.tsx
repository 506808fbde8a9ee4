import { render, screen, within } from '@testing-library/react';
import { StoryList } from './StoryList';

type Listed = Parameters<typeof StoryList>[0]['stories'][number];

const story = (slug: string, title: string, featured = false): Listed => ({
  slug,
  title,
  excerpt: `${title}: the excerpt.`,
  featured,
  publishedAt: new Date('2026-03-14T09:00:00Z'),
  readTimeMinutes: 6,
  image: { url: `/images/generated/stories/${slug}.webp`, alt: `${title} picture` },
});

describe('StoryList', () => {
  it('says so when there are no stories', () => {
    render(<StoryList stories={[]} />);
    expect(screen.getByText('No Highland stories available at the moment.')).toBeInTheDocument();
    expect(screen.queryByText('Featured Story')).not.toBeInTheDocument();
    expect(screen.queryByTestId('story-grid')).not.toBeInTheDocument();
  });

  it('shows the first featured story large and the others in the grid, dated in en-GB', () => {
    const stories = [story('newest', 'Newest Story'), story('tartan', 'Reading the Sett', true), story('stones', 'Standing Stones', true)];
    render(<StoryList stories={stories} />);

    const featured = screen.getByRole('region', { name: 'Reading the Sett' });
    expect(featured).toHaveTextContent('Featured Story');
    expect(featured).toHaveTextContent('14 March 2026');
    expect(featured).toHaveTextContent('6 min read');
    expect(within(featured).getByRole('link', { name: /Read the Full Story/ })).toHaveAttribute('href', '/articles/tartan');

    const grid = screen.getByTestId('story-grid');
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Newest Story' })).toHaveAttribute('href', '/articles/newest');
    expect(within(grid).getByRole('link', { name: 'Standing Stones' })).toHaveAttribute('href', '/articles/stones');
    expect(within(grid).queryByRole('link', { name: 'Reading the Sett' })).not.toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Newest Story: the excerpt.');
    expect(within(cards[0]!).getByRole('img', { name: 'Newest Story picture' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('14 March 2026').closest('time')).toHaveAttribute('dateTime', '2026-03-14T09:00:00.000Z');
  });

  it('lists every story in the grid when none is featured', () => {
    render(<StoryList stories={[story('a', 'Story A'), story('b', 'Story B')]} />);
    expect(screen.queryByText('Featured Story')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Highland Stories' })).toBeInTheDocument();
    expect(within(screen.getByTestId('story-grid')).getAllByRole('article')).toHaveLength(2);
  });
});
