import { render, screen } from '@testing-library/react';
import { isCurrentSection, NavLinks } from './NavLinks';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('NavLinks', () => {
  it('lists the six sections in order', () => {
    render(<NavLinks layout="bar" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Products', 'Articles', 'Adventures', 'About', 'Contact']);
  });

  it('highlights the section of the current page, including its sub-pages', () => {
    pathname = '/products/oak-board';
    render(<NavLinks layout="stack" />);
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('treats Home as current only on the home page', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/about', '/')).toBe(false);
    expect(isCurrentSection('/productsale', '/products')).toBe(false);
  });
});
