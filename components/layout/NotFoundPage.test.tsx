import { notFound } from 'next/navigation';
import { renderToString } from 'react-dom/server';
import { NotFoundPage } from './NotFoundPage';

jest.mock('next/navigation', () => {
  const navigation = jest.requireActual<typeof import('next/navigation')>('next/navigation');
  return { ...navigation, notFound: jest.fn(navigation.notFound) };
});

describe('NotFoundPage', () => {
  it('renders the copy in place, then raises notFound() inside a boundary of its own', () => {
    // Raised outside every boundary, it would fail the whole render (Next's empty error document).
    const html = renderToString(
      <NotFoundPage>
        <h1>Highland Treasure Not Found</h1>
      </NotFoundPage>,
    );
    expect(notFound).toHaveBeenCalled();
    // The copy, then the boundary the server gave up on ($!), which the browser's not-found boundary takes over.
    expect(html).toMatch(/^<h1>Highland Treasure Not Found<\/h1><!--\$!-->/);
  });
});
