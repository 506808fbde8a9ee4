import { render, screen } from '@testing-library/react';
import AdventureNotFound from './AdventureNotFound';
import AdventuresError from './AdventuresError';

describe('adventure states', () => {
  it('says the adventures could not load and offers Try Again', () => {
    render(<AdventuresError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to Load Adventures');
    expect(screen.getByText("We're having trouble loading the adventure data. Please try again later.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('tells a visitor an adventure is missing and links back to the list', () => {
    render(<AdventureNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Adventure Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This Scottish adventure seems to have wandered off the beaten path.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to all adventures/ })).toHaveAttribute('href', '/adventures');
  });
});
