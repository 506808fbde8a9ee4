import { render, screen } from '@testing-library/react';
import { isCurrentSection, NavLinks } from './NavLinks';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => jest.requireActual<typeof import('@/tests/support/router-stub')>('@/tests/support/router-stub').stubRouter() }));

const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('NavLinks', () => {
  it('lists the six sections in order', () => {
    render(<NavLinks layout="bar" />);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['Articles', '/articles'],
      ['Adventures', '/adventures'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('marks Home, and only Home, on the home page', () => {
    pathname = '/';
    render(<NavLinks layout="bar" />);
    expect(current().map((link) => link.textContent)).toEqual(['Home']);
  });

  it('highlights the section of a sub-page: a product page is under Products', () => {
    pathname = '/products/oak-board';
    render(<NavLinks layout="stack" />);
    expect(current().map((link) => link.textContent)).toEqual(['Products']);
  });

  it('highlights nothing on a page outside the six sections', () => {
    pathname = '/shipping';
    render(<NavLinks layout="bar" />);
    expect(current()).toEqual([]);
  });

  it('tells the mobile menu when a link is followed', () => {
    const onNavigate = jest.fn();
    pathname = '/';
    render(<NavLinks layout="stack" onNavigate={onNavigate} />);
    const about = screen.getByRole('link', { name: 'About' });
    about.addEventListener('click', (event) => event.preventDefault());
    about.click();
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('isCurrentSection', () => {
  it('matches a section and its sub-paths, not paths that merely start alike', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/about', '/')).toBe(false);
    expect(isCurrentSection('/products', '/products')).toBe(true);
    expect(isCurrentSection('/products/oak-board', '/products')).toBe(true);
    expect(isCurrentSection('/productsale', '/products')).toBe(false);
  });
});
