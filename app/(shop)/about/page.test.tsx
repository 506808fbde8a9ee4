import { render, screen } from '@testing-library/react';
import AboutPage, { metadata } from './page';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

describe('the About page', () => {
  it('tells the story in sections', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Highland Home' })).toBeInTheDocument();
    for (const name of ['Who we are', 'How things are made', 'Our heritage stories and adventures']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'heritage stories' })).toHaveAttribute('href', '/articles');
    expect(screen.getByRole('link', { name: 'Highland adventures' })).toHaveAttribute('href', '/adventures');
    expect(metadata.alternates?.canonical).toBe('/about');
  });

  it('links Subscribe Now to the newsletter block on the same page, and the social profiles', () => {
    const { container } = render(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '#newsletter');
    expect(container.querySelector('#newsletter')).toHaveTextContent('Join the Highland Clan');
    for (const name of ['Facebook', 'Instagram', 'Twitter', 'Pinterest']) expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
  });
});
