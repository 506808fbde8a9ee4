import { render, screen } from '@testing-library/react';
import { LazyContactForm } from './LazyContactForm';

jest.mock('./ContactForm', () => ({ ContactForm: () => <h2>Send us a message</h2> }));

describe('LazyContactForm', () => {
  it('renders the form once its code has arrived', async () => {
    render(<LazyContactForm />);
    expect(await screen.findByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
  });
});
