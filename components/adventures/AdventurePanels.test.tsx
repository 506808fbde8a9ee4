import { render, screen, within } from '@testing-library/react';
import { DetailsPanel, OverviewPanel, PlanVisitPanel } from './AdventurePanels';

const plan = {
  title: 'The Lost Valley of Glencoe',
  seasonalAdvice: 'Go after a spell of dry weather.',
  whatToBring: ['Walking boots', 'Waterproofs', 'A map'],
  latitude: 56.66835,
  longitude: -4.99045,
};

describe('PlanVisitPanel', () => {
  it('shows the seasonal advice and the what-to-bring list', () => {
    render(<PlanVisitPanel adventure={plan} />);
    expect(screen.getByRole('heading', { name: 'Seasonal advice' })).toBeInTheDocument();
    expect(screen.getByText('Go after a spell of dry weather.')).toBeInTheDocument();
    const bring = screen.getByRole('region', { name: 'What to bring' });
    expect(within(bring).getAllByRole('listitem').map((item) => item.textContent)).toEqual(plan.whatToBring);
  });

  it('shows the coordinates and a Maps link that says it opens a new tab', () => {
    render(<PlanVisitPanel adventure={plan} />);
    expect(screen.getByText('56.6683° N, 4.9905° W')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in Maps (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=56.66835,-4.99045');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('leaves out the coordinates and the Maps link when the adventure has none', () => {
    render(<PlanVisitPanel adventure={{ ...plan, latitude: null, longitude: null }} />);
    expect(screen.queryByRole('link', { name: /Open in Maps/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Coordinates/)).not.toBeInTheDocument();
    expect(screen.getByText('Go after a spell of dry weather.')).toBeInTheDocument();
  });
});

describe('OverviewPanel', () => {
  it('shows the description and the story, sanitised, inside .rich-text', () => {
    const { container } = render(
      <OverviewPanel adventure={{ description: 'A hidden valley.', contentHtml: '<h2>The route</h2><p onclick="steal()">Cross the river.</p><script>alert(1)</script>' }} />,
    );
    expect(screen.getByText('A hidden valley.')).toBeInTheDocument();
    const story = container.querySelector('.rich-text')!;
    expect(within(story as HTMLElement).getByRole('heading', { name: 'The route' })).toBeInTheDocument();
    expect(story.innerHTML).toBe('<h2>The route</h2><p>Cross the river.</p>');
  });
});

describe('DetailsPanel', () => {
  it('lists difficulty, duration, distance, best time, region, location and every activity', () => {
    render(
      <DetailsPanel
        adventure={{
          difficulty: 'challenging',
          duration: 'Full day (7-9 hours)',
          distance: 'About 17 km (10.5 miles) there and back',
          bestTimeToVisit: 'June to September',
          region: 'Highlands',
          location: 'Glen Nevis, Fort William',
          activityTypes: ['Hiking', 'Adventure', 'Photography'],
        }}
      />,
    );
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Difficulty: 'Challenging',
      Duration: 'Full day (7-9 hours)',
      Distance: 'About 17 km (10.5 miles) there and back',
      'Best time to visit': 'June to September',
      Region: 'Highlands',
      Location: 'Glen Nevis, Fort William',
      Activities: 'HikingAdventurePhotography',
    });
  });

  it('leaves the distance out when the guide gives none, as for a visit to a site', () => {
    render(
      <DetailsPanel
        adventure={{ difficulty: 'easy', duration: '1-2 hours', distance: '', bestTimeToVisit: 'All year', region: 'Islands', location: 'Iona', activityTypes: ['Historical'] }}
      />,
    );
    expect(screen.queryByText('Distance')).not.toBeInTheDocument();
  });
});
