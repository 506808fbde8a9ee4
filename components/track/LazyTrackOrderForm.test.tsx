import { render, screen } from '@testing-library/react';
import { LazyTrackOrderForm } from './LazyTrackOrderForm';

jest.mock('./TrackOrderForm', () => ({ TrackOrderForm: () => <button type="submit">Track Order</button> }));

describe('LazyTrackOrderForm', () => {
  it('renders the form once its code has arrived', async () => {
    render(<LazyTrackOrderForm />);
    expect(await screen.findByRole('button', { name: 'Track Order' })).toBeInTheDocument();
  });
});
