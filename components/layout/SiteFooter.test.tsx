import { render, screen, within } from '@testing-library/react';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { COLLECTION_LINKS, contactEmail, CUSTOMER_SERVICE_LINKS, LEGAL_LINKS, SOCIAL_LINKS } from '@/lib/site';
import { SiteFooter } from './SiteFooter';

const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('SiteFooter', () => {
  beforeEach(() => render(<SiteFooter collections={COLLECTION_LINKS} />));

  it('is the page footer landmark', () => {
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lists collections, customer service and legal links in named navigation', () => {
    expect(hrefs(screen.getByRole('navigation', { name: 'Collections' }))).toEqual(COLLECTION_LINKS.map((link) => link.href));
    expect(hrefs(screen.getByRole('navigation', { name: 'Customer Service' }))).toEqual(CUSTOMER_SERVICE_LINKS.map((link) => link.href));
    expect(hrefs(screen.getByRole('navigation', { name: 'Legal' }))).toEqual(LEGAL_LINKS.map((link) => link.href));
    expect(screen.getByRole('heading', { level: 2, name: 'Collections' })).toBeInTheDocument();
  });

  it('leaves out the collections when the categories could not be read, and nothing else', () => {
    render(<SiteFooter collections={null} />);
    expect(screen.getAllByRole('navigation', { name: 'Collections' })).toHaveLength(1);
    expect(screen.getAllByRole('navigation', { name: 'Legal' })).toHaveLength(2);
  });

  it('links the contact e-mail', () => {
    // Found by its text: jsdom's accessible names put a space between the address's pieces, browsers do not.
    const link = screen.getByText((_, element) => element?.tagName === 'A' && element.textContent === contactEmail());
    expect(link).toHaveAttribute('href', `mailto:${contactEmail()}`);
  });

  it('links the social profiles, saying they open a new tab', () => {
    const social = screen.getByRole('list', { name: 'Highland Home on social media' });
    for (const { label, href } of SOCIAL_LINKS) {
      const link = within(social).getByRole('link', { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('promises free UK shipping on every order, with no threshold', () => {
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(FREE_UK_SHIPPING_HEADLINE);
    expect(footer.textContent).not.toMatch(/over £/);
  });

  it('carries the year and the shop name', () => {
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Highland Home`);
  });
});
