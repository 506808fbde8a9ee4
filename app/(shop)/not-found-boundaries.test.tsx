import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import RootNotFound, { metadata as rootMetadata } from '@/app/not-found';
import ShopNotFound, { metadata as shopMetadata } from './not-found';
import LostPathPage, { metadata as lostPathMetadata, revalidate } from './views/lost-path/page';

jest.mock('next/navigation', () => ({
  ...jest.requireActual<typeof import('next/navigation')>('next/navigation'),
  useRouter: () => ({ replace: jest.fn() }),
}));

// Next sends every not-found boundary above a page with that page (docs/adr/0028): a shell in one of
// them is the whole header and footer again, unseen, in every storefront page's payload.
describe('the not-found boundaries every page carries', () => {
  it.each([
    ['the root boundary', RootNotFound],
    ['the storefront boundary', ShopNotFound],
  ])('%s holds the message alone, without a header, footer or navigation', (_, Boundary) => {
    render(<Boundary />);
    expect(screen.getByRole('heading', { level: 1, name: 'Highland Path Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('give the not-found title and keep the page out of search engines', () => {
    for (const metadata of [rootMetadata, shopMetadata, lostPathMetadata]) {
      expect(metadata.title).toBe('Highland Path Not Found');
      expect(metadata.robots).toEqual({ index: false });
    }
  });
});

describe('the page for an address nothing serves', () => {
  it('shows the message in its HTML and is fresh for five minutes, like the other cached pages', () => {
    expect(revalidate).toBe(300);
    // The message is in the server's HTML, before the boundary that raises notFound() for the 404
    // (components/layout/NotFoundPage.tsx), so a visitor without JavaScript reads it.
    expect(renderToString(<LostPathPage />)).toMatch(/^<div[^>]*><h1[^>]*>Highland Path Not Found<\/h1>.*<!--\$!-->/s);
  });
});
