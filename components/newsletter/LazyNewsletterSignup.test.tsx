import { render, screen } from '@testing-library/react';
import { LazyNewsletterSignup } from './LazyNewsletterSignup';

jest.mock('./NewsletterSignup', () => ({
  NewsletterSignup: ({ id, headingLevel }: { id?: string; headingLevel?: string }) => <section id={id}>Join the Highland Clan ({headingLevel})</section>,
}));

describe('LazyNewsletterSignup', () => {
  it('renders the block, with its anchor and heading level, once its code has arrived', async () => {
    const { container } = render(<LazyNewsletterSignup id="join" headingLevel="h3" />);
    expect(await screen.findByText('Join the Highland Clan (h3)')).toBeInTheDocument();
    expect(container.querySelector('section#join')).not.toBeNull();
  });
});
