import { render, screen } from '@testing-library/react';
import { SOCIAL_LINKS } from '@/lib/site';
import { SocialLinks } from './SocialLinks';

describe('SocialLinks', () => {
  it('opens every profile in a new tab safely, saying so to screen readers', () => {
    render(<SocialLinks />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(SOCIAL_LINKS.length);
    for (const social of SOCIAL_LINKS) {
      const link = screen.getByRole('link', { name: `${social.label} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', social.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
  });
});
