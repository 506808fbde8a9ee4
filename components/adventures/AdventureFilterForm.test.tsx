import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADVENTURE_ACTIVITIES, ADVENTURE_REGIONS, NO_ADVENTURE_FILTERS, type AdventureFilters } from '@/lib/domain/adventures';
import { AdventureFilterForm, type FacetCounts } from './AdventureFilterForm';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

const counts: FacetCounts = {
  region: { Highlands: 6, Islands: 6, Lowlands: 2 },
  activity: { Hiking: 12, 'Family-Friendly': 9 },
  difficulty: { easy: 12, moderate: 9, challenging: 4 },
};
const view = (change: Partial<AdventureFilters>): AdventureFilters => ({ ...NO_ADVENTURE_FILTERS, ...change });

beforeEach(() => push.mockClear());

describe('AdventureFilterForm', () => {
  it('is a plain GET form to /adventures with named fields, so it works without JavaScript', () => {
    render(<AdventureFilterForm filters={view({ search: 'skye', region: 'Islands' })} counts={counts} />);
    const form = screen.getByRole('search', { name: 'Find adventures' });
    expect(form).toHaveAttribute('action', '/adventures');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search adventures' })).toHaveAttribute('name', 'search');
    expect(screen.getByRole('searchbox', { name: 'Search adventures' })).toHaveValue('skye');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveAttribute('name', 'region');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Islands');
    expect(screen.getByRole('combobox', { name: 'Activity' })).toHaveAttribute('name', 'activity');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('offers all seven regions and seven activities in display order, each with its count', () => {
    render(<AdventureFilterForm filters={NO_ADVENTURE_FILTERS} counts={counts} />);
    const regions = within(screen.getByRole('combobox', { name: 'Region' })).getAllByRole('option');
    expect(regions.map((option) => option.getAttribute('value'))).toEqual(['', ...ADVENTURE_REGIONS]);
    expect(regions[0]).toHaveTextContent('All regions');
    expect(regions[1]).toHaveTextContent('Highlands (6)');
    expect(regions[2]).toHaveTextContent('Lowlands (2)');
    expect(regions[3]).toHaveTextContent('Scottish Borders (0)');
    const activities = within(screen.getByRole('combobox', { name: 'Activity' })).getAllByRole('option');
    expect(activities.map((option) => option.getAttribute('value'))).toEqual(['', ...ADVENTURE_ACTIVITIES]);
    expect(within(screen.getByRole('combobox', { name: 'Difficulty' })).getByRole('option', { name: 'Challenging (4)' })).toBeInTheDocument();
  });

  it('applies a region at once, keeping the other filters', async () => {
    render(<AdventureFilterForm filters={view({ search: 'castle', activity: 'Historical' })} counts={counts} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Scottish Borders');
    expect(push).toHaveBeenCalledWith('/adventures?search=castle&region=Scottish+Borders&activity=Historical', { scroll: false });
  });

  it('drops a filter when its select goes back to All', async () => {
    render(<AdventureFilterForm filters={view({ region: 'Islands', activity: 'Nature' })} counts={counts} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Activity' }), '');
    expect(push).toHaveBeenCalledWith('/adventures?region=Islands', { scroll: false });
  });

  it('searches with the trimmed words and the chosen filters, without reloading', async () => {
    render(<AdventureFilterForm filters={view({ region: 'Islands' })} counts={counts} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search adventures' }), '  isle of skye  {Enter}');
    expect(push).toHaveBeenCalledWith('/adventures?search=isle+of+skye&region=Islands', { scroll: false });
  });

  it('offers Clear Filters back to the whole list', () => {
    render(<AdventureFilterForm filters={view({ region: 'Islands' })} counts={counts} />);
    expect(screen.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/adventures');
  });

  it('follows the URL when a link changes the filters under it', () => {
    const { rerender } = render(<AdventureFilterForm filters={view({ search: 'storr', region: 'Islands' })} counts={counts} />);
    rerender(<AdventureFilterForm filters={NO_ADVENTURE_FILTERS} counts={counts} />);
    expect(screen.getByRole('searchbox', { name: 'Search adventures' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('');
  });
});
