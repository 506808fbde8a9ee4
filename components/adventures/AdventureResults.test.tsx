import { render, screen, within } from '@testing-library/react';
import type { AdventureCardData } from './AdventureCard';
import { pageOfAdventures } from '@/lib/domain/adventures';
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

const hrefFor = (page: number) => `/adventures?region=Islands&page=${page}`;

/** The results for page `page` of `matching`, as the list page renders them. */
function Results({ adventures, total, page = 1 }: { adventures: AdventureCardData[]; total: number; page?: number }) {
  return <AdventureResults found={pageOfAdventures(adventures, page)} total={total} hrefFor={hrefFor} />;
}

describe('AdventureResults', () => {
  it("says 'Showing X of Y adventures' in a live region", () => {
    render(<Results adventures={[storr, culloden]} total={25} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 25 adventures');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows a card with its picture, badges, location, description, region, two activities, duration and Explore link', () => {
    render(<Results adventures={[storr]} total={1} />);
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
    render(<Results adventures={[storr, culloden]} total={2} />);
    expect(screen.getByRole('link', { name: 'Explore Culloden Battlefield' })).toHaveAttribute('href', '/adventures/culloden-battlefield');
  });

  it('gives each difficulty its own look, and no Featured badge to the rest', () => {
    render(<Results adventures={[storr, culloden]} total={2} />);
    const [first, second] = screen.getAllByRole('article');
    const looks = [first!, second!].map((card) => card.querySelector('[data-difficulty]')!);
    expect(looks.map((badge) => badge.getAttribute('data-difficulty'))).toEqual(['moderate', 'easy']);
    expect(looks[0]!.className).not.toEqual(looks[1]!.className);
    expect(within(second!).queryByText('Featured')).not.toBeInTheDocument();
  });

  it("shows 'No Adventures Found' with a Show All Adventures button when nothing matches", () => {
    render(<Results adventures={[]} total={25} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 25 adventures');
    expect(screen.getByRole('heading', { name: 'No Adventures Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show All Adventures' })).toHaveAttribute('href', '/adventures');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows twelve cards a page, with links to the other pages of the same view', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const many = Array.from({ length: 25 }, (_, index) => ({ ...culloden, slug: `walk-${index + 1}`, title: `Walk ${index + 1}` }));
    render(<Results adventures={many} total={25} page={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 25 adventures');
    expect(screen.getByRole('heading', { name: 'Walk 25' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', hrefFor(2));
    expect(within(pages).getByText('3')).toHaveAttribute('aria-current', 'page');
    // Moving to a later page brings the top of the list into view, not the page's footer.
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('past the last page, says how many pages there are and leads to the last one', () => {
    render(<Results adventures={[storr, culloden]} total={25} page={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 25 adventures');
    expect(screen.getByRole('heading', { name: 'Past the Last Page' })).toBeInTheDocument();
    expect(screen.getByText('There is no page 4 here: 2 adventures fill 1 page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', hrefFor(1));
    expect(screen.queryByRole('heading', { name: 'No Adventures Found' })).not.toBeInTheDocument();
  });
});
