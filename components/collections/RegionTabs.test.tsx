import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegionId } from '@/lib/domain/collections';
import { RegionTabs, type RegionTab } from './RegionTabs';

const tabs: RegionTab[] = (['highlands', 'islands', 'lowlands', 'historic'] as const).map((id, index) => ({
  id,
  label: id.charAt(0).toUpperCase() + id.slice(1),
  count: index,
  panel: <p>{`${id} panel`}</p>,
}));

function renderTabs(initial: RegionId = 'highlands') {
  window.history.replaceState(null, '', initial === 'highlands' ? '/collections' : `/collections?region=${initial}`);
  render(<RegionTabs tabs={tabs} initial={initial} />);
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

function expectActive(name: string, id: RegionId) {
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  expect(tab(name)).toHaveAttribute('tabindex', '0');
  for (const other of screen.getAllByRole('tab').filter((element) => element !== tab(name))) {
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
  }
  expect(screen.getByRole('tabpanel')).toHaveTextContent(`${id} panel`);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(new RegExp(`^${name}`));
}

describe('RegionTabs', () => {
  it('is a labelled tablist whose tabs control their panels and link to their region', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Scottish regions' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(tab('Islands')).toHaveAttribute('href', '/collections?region=islands');
    expect(tab('Islands')).toHaveAccessibleName('Islands 1 product');
    expect(tab('Lowlands')).toHaveAccessibleName('Lowlands 2 products');
    expect(tab('Islands')).toHaveAttribute('aria-controls', 'region-panel-islands');
    expectActive('Highlands', 'highlands');
    // Only the active panel is shown; the others are in the page but hidden.
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(4);
  });

  it('opens the tab named in the URL', () => {
    renderTabs('historic');
    expectActive('Historic', 'historic');
  });

  it('switches on click and writes the region into the URL', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Lowlands'));
    expectActive('Lowlands', 'lowlands');
    expect(window.location.search).toBe('?region=lowlands');
  });

  it('moves and selects with the arrow keys, wrapping at both ends, and Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    tab('Highlands').focus();
    await user.keyboard('{ArrowRight}');
    expectActive('Islands', 'islands');
    expect(tab('Islands')).toHaveFocus();
    await user.keyboard('{End}');
    expectActive('Historic', 'historic');
    await user.keyboard('{ArrowRight}');
    expectActive('Highlands', 'highlands');
    await user.keyboard('{ArrowLeft}');
    expectActive('Historic', 'historic');
    expect(tab('Historic')).toHaveFocus();
    await user.keyboard('{Home}');
    expectActive('Highlands', 'highlands');
    expect(window.location.search).toBe('?region=highlands');
  });

  it('leaves the roving tab stop on the active tab, so Tab goes on into the panel', async () => {
    const user = userEvent.setup();
    renderTabs('islands');
    await user.tab();
    expect(tab('Islands')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('leaves a modified click to the browser (open in a new tab)', () => {
    renderTabs();
    fireEvent.click(tab('Islands'), { ctrlKey: true });
    expectActive('Highlands', 'highlands');
  });
});
