import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { regionHref, type RegionId } from '@/lib/domain/collections';
import { RegionTabs, type RegionTab } from './RegionTabs';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const tabs: RegionTab[] = (['highlands', 'islands', 'lowlands', 'historic'] as const).map((id, index) => ({
  id,
  label: id.charAt(0).toUpperCase() + id.slice(1),
  count: index,
}));

/** The page the server rendered for this region and page number, as the browser opened it. */
function openPage(active: RegionId = 'highlands', page = 1) {
  window.history.replaceState(null, '', regionHref(active, page));
  return render(<RegionTabs tabs={tabs} active={active} page={page} panel={<p>{`${active} page ${page}`}</p>} />);
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

function expectSelected(name: string) {
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  expect(tab(name)).toHaveAttribute('tabindex', '0');
  for (const other of screen.getAllByRole('tab').filter((element) => element !== tab(name))) {
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
  }
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(new RegExp(`^${name}`));
}

beforeEach(() => replace.mockClear());

describe('RegionTabs', () => {
  it('is a labelled tablist of links to each region’s first page, with its count', () => {
    openPage();
    expect(screen.getByRole('tablist', { name: 'Scottish regions' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(tab('Highlands')).toHaveAttribute('href', '/collections');
    expect(tab('Islands')).toHaveAttribute('href', '/collections?region=islands');
    expect(tab('Islands')).toHaveAccessibleName('Islands 1 product');
    expect(tab('Lowlands')).toHaveAccessibleName('Lowlands 2 products');
    expect(tab('Islands')).toHaveAttribute('aria-controls', 'region-panel-islands');
    expectSelected('Highlands');
  });

  it('shows the server’s panel for the open region only; the others wait, hidden, as skeletons', () => {
    openPage('historic', 3);
    expectSelected('Historic');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('historic page 3');
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(4);
    for (const panel of panels.filter((element) => element.id !== 'region-panel-historic')) {
      expect(panel).not.toBeVisible();
      expect(panel).toHaveTextContent('Loading products…');
    }
  });

  it('fetches the chosen region’s page on click, replacing the address as the tabs do', async () => {
    const user = userEvent.setup();
    openPage();
    await user.click(tab('Lowlands'));
    expectSelected('Lowlands');
    expect(window.location.search).toBe('?region=lowlands');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/collections?region=lowlands', { scroll: false });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading products…');
  });

  it('stays put when the open tab is clicked on its first page, and goes back to page 1 from a later one', async () => {
    const user = userEvent.setup();
    const { unmount } = openPage('islands');
    await user.click(tab('Islands'));
    expect(replace).not.toHaveBeenCalled();
    unmount();

    openPage('islands', 2);
    await user.click(tab('Islands'));
    expect(replace).toHaveBeenCalledWith('/collections?region=islands', { scroll: false });
  });

  it('follows the arrow keys, Home and End, and keeps the focus on the chosen tab once its page arrives', async () => {
    const user = userEvent.setup();
    const { unmount } = openPage();
    tab('Highlands').focus();
    await user.keyboard('{ArrowRight}');
    expectSelected('Islands');
    expect(tab('Islands')).toHaveFocus();
    expect(replace).toHaveBeenLastCalledWith('/collections?region=islands', { scroll: false });
    await user.keyboard('{End}');
    expect(replace).toHaveBeenLastCalledWith('/collections?region=historic', { scroll: false });
    // Back to this page's own tab: asked for again, so the Historic page on its way does not replace it.
    await user.keyboard('{Home}');
    expect(replace).toHaveBeenLastCalledWith('/collections', { scroll: false });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('highlands page 1');
    await user.keyboard('{ArrowLeft}');
    expect(replace).toHaveBeenLastCalledWith('/collections?region=historic', { scroll: false });
    expect(replace).toHaveBeenCalledTimes(4);

    // The router renders the new page in place of this one: its tab takes the focus.
    unmount();
    openPage('historic');
    expectSelected('Historic');
    expect(tab('Historic')).toHaveFocus();
  });

  it('does not take the focus on arrival after a click, or on a fresh load', async () => {
    const user = userEvent.setup();
    const { unmount } = openPage();
    await user.click(tab('Islands'));
    unmount();
    openPage('islands');
    expect(tab('Islands')).not.toHaveFocus();
  });

  it('lets Tab move on into the panel without leaving the page', async () => {
    const user = userEvent.setup();
    openPage('islands');
    await user.tab();
    expect(tab('Islands')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves what happens inside the panel to the panel', () => {
    // Like a product link: it prevents the browser's default and moves the address itself.
    const navigate = (event: MouseEvent) => {
      event.preventDefault();
      window.history.replaceState(null, '', '/products/skye-print');
    };
    render(<RegionTabs tabs={tabs} active="islands" page={1} panel={<button onClick={navigate}>Skye Print</button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skye Print' }));
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves a modified click to the browser (open in a new tab)', () => {
    openPage();
    fireEvent.click(tab('Islands'), { ctrlKey: true });
    expectSelected('Highlands');
    expect(replace).not.toHaveBeenCalled();
  });
});
