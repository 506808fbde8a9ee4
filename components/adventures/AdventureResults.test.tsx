import { render, screen, within } from '@testing-library/react';
import type { AdventureCardData } from './AdventureCard';
import { AdventureResults } from './AdventureResults';

const storr: AdventureCardData = {
  slug: 'old-man-of-storr',
  title: 'The Old Man of Storr',
  description: 'A steep path to the pinnacles above the Sound of Raasay.',
  location: 'Trotternish, Isle of Skye',
  region: 'Islands',
  activityTypes: ['Photography', 'Hiking', 'Nature'],
  difficulty: 'moderate',
  duration: '2-3 hours',
  featured: true,
  images: [{ url: '/images/generated/adventures/old-man-of-storr-1.webp', alt: 'Rock pinnacles above a loch' }],
};
const culloden: AdventureCardData = {
  ...storr,
  slug: 'culloden-battlefield',
  title: 'Culloden Battlefield',
  region: 'Highlands',
  activityTypes: ['Historical', 'Cultural'],
  difficulty: 'easy',
  featured: false,
  images: [],
};

describe('AdventureResults', () => {
  it("says 'Showing X of Y adventures' in a live region", () => {
    render(<AdventureResults adventures={[storr, culloden]} total={25} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 25 adventures');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows a card with its picture, badges, location, description, region, two activities, duration and Explore link', () => {
    render(<AdventureResults adventures={[storr]} total={1} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Rock pinnacles above a loch' })).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('Moderate')).toBeInTheDocument();
    expect(within(card).getByText('Trotternish, Isle of Skye')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'The Old Man of Storr' })).toBeInTheDocument();
    expect(within(card).getByText(storr.description)).toBeInTheDocument();
    expect(within(card).getByText('Islands')).toBeInTheDocument();
    expect(within(card).getByText('2-3 hours')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Activities' }).parentElement!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Photography',
      'Hiking',
    ]);
    expect(within(card).getByRole('link', { name: /^Explore/ })).toHaveAttribute('href', '/adventures/old-man-of-storr');
  });

  it('tells the Explore links apart for screen readers', () => {
    render(<AdventureResults adventures={[storr, culloden]} total={2} />);
    expect(screen.getByRole('link', { name: 'Explore Culloden Battlefield' })).toHaveAttribute('href', '/adventures/culloden-battlefield');
  });

  it('gives each difficulty its own look, and no Featured badge to the rest', () => {
    render(<AdventureResults adventures={[storr, culloden]} total={2} />);
    const [first, second] = screen.getAllByRole('article');
    const looks = [first!, second!].map((card) => card.querySelector('[data-difficulty]')!);
    expect(looks.map((badge) => badge.getAttribute('data-difficulty'))).toEqual(['moderate', 'easy']);
    expect(looks[0]!.className).not.toEqual(looks[1]!.className);
    expect(within(second!).queryByText('Featured')).not.toBeInTheDocument();
  });

  it("shows 'No Adventures Found' with a Show All Adventures button when nothing matches", () => {
    render(<AdventureResults adventures={[]} total={25} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 25 adventures');
    expect(screen.getByRole('heading', { name: 'No Adventures Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show All Adventures' })).toHaveAttribute('href', '/adventures');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
