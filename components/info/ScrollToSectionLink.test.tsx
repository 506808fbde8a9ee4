import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToSectionLink } from './ScrollToSectionLink';

const scrollIntoView = jest.fn();

function setReducedMotion(matches: boolean) {
  window.matchMedia = jest.fn(() => ({ matches })) as unknown as typeof window.matchMedia;
}

function renderWithTarget() {
  render(
    <>
      <ScrollToSectionLink targetId="newsletter">Subscribe Now</ScrollToSectionLink>
      <section id="newsletter">Join the Highland Clan</section>
    </>,
  );
  const target = document.getElementById('newsletter')!;
  target.scrollIntoView = scrollIntoView;
  return { link: screen.getByRole('link', { name: 'Subscribe Now' }), target };
}

beforeEach(() => {
  scrollIntoView.mockClear();
  window.history.replaceState(null, '', '/about');
});

describe('ScrollToSectionLink', () => {
  it('is a plain anchor link, so it works before JavaScript', () => {
    const { link } = renderWithTarget();
    expect(link).toHaveAttribute('href', '#newsletter');
  });

  it('glides to the section, moves focus there and updates the address', async () => {
    setReducedMotion(false);
    const { link, target } = renderWithTarget();
    await userEvent.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(window.location.hash).toBe('#newsletter');
  });

  it('jumps without animation for shoppers who asked for reduced motion', async () => {
    setReducedMotion(true);
    const { link } = renderWithTarget();
    await userEvent.click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('leaves a modified click (new tab) to the browser', () => {
    setReducedMotion(false);
    const { link } = renderWithTarget();
    fireEvent.click(link, { ctrlKey: true });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
