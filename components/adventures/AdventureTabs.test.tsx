import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdventureTabs } from './AdventureTabs';

jest.mock('next/navigation', () => ({ usePathname: () => '/adventures/old-man-of-storr' }));

const panels = {
  overview: <p>The pinnacles above the Sound of Raasay.</p>,
  details: <p>Moderate, 2-3 hours.</p>,
  gallery: <p>Three pictures.</p>,
  plan: <p>Bring boots.</p>,
};

const replaceState = jest.spyOn(window.history, 'replaceState');
beforeEach(() => replaceState.mockClear());

const tab = (name: string) => screen.getByRole('tab', { name });

function expectSelected(name: string) {
  for (const other of screen.getAllByRole('tab')) {
    const selected = other.textContent === name;
    expect(other).toHaveAttribute('aria-selected', String(selected));
    expect(other).toHaveAttribute('tabindex', selected ? '0' : '-1');
  }
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAttribute('aria-labelledby', tab(name).id);
  expect(tab(name)).toHaveAttribute('aria-controls', panel.id);
}

describe('AdventureTabs', () => {
  it('is a labelled tablist of Overview, Details, Gallery and Plan Visit, each a link to its ?tab=', () => {
    render(<AdventureTabs initialTab="overview" panels={panels} />);
    expect(screen.getByRole('tablist', { name: 'About this adventure' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => [element.textContent, element.getAttribute('href')])).toEqual([
      ['Overview', '/adventures/old-man-of-storr'],
      ['Details', '/adventures/old-man-of-storr?tab=details'],
      ['Gallery', '/adventures/old-man-of-storr?tab=gallery'],
      ['Plan Visit', '/adventures/old-man-of-storr?tab=plan'],
    ]);
  });

  it('renders every panel but shows only the chosen one, starting from the URL', () => {
    const { container } = render(<AdventureTabs initialTab="plan" panels={panels} />);
    expectSelected('Plan Visit');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bring boots.');
    // The others are in the page for crawlers, just hidden.
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(4);
    expect(screen.getByText('The pinnacles above the Sound of Raasay.')).not.toBeVisible();
  });

  it('switches on a click and records the tab in the URL without adding history', async () => {
    render(<AdventureTabs initialTab="overview" panels={panels} />);
    await userEvent.click(tab('Gallery'));
    expectSelected('Gallery');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Three pictures.');
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/adventures/old-man-of-storr?tab=gallery');
    await userEvent.click(tab('Overview'));
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/adventures/old-man-of-storr');
  });

  it('moves with the arrow keys (wrapping), Home and End, carrying focus along', async () => {
    render(<AdventureTabs initialTab="overview" panels={panels} />);
    await userEvent.tab();
    expect(tab('Overview')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expectSelected('Details');
    expect(tab('Details')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expectSelected('Plan Visit');
    expect(tab('Plan Visit')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expectSelected('Overview');
    await userEvent.keyboard('{End}');
    expectSelected('Plan Visit');
    await userEvent.keyboard('{Home}');
    expectSelected('Overview');
    expect(tab('Overview')).toHaveFocus();
  });

  it('moves from the tab into the panel with Tab', async () => {
    render(<AdventureTabs initialTab="details" panels={panels} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('leaves a modified click to the browser, so the tab can open in a new window', () => {
    render(<AdventureTabs initialTab="overview" panels={panels} />);
    const notPrevented = fireEvent.click(tab('Plan Visit'), { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expectSelected('Overview');
    expect(replaceState).not.toHaveBeenCalled();
  });
});
