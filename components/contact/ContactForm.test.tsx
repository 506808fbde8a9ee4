import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { fakeResponse } from '@/tests/support/fake-response';
import { ContactForm } from './ContactForm';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function fillIn(values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>) {
  if (values.name) await userEvent.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.subject) await userEvent.type(screen.getByLabelText('Subject'), values.subject);
  if (values.message) await userEvent.type(screen.getByLabelText('Message'), values.message);
}

const complete = { name: 'Ailsa', email: 'ailsa@example.com', subject: 'Engraving', message: 'Could you engrave a name on the board?' };

describe('ContactForm', () => {
  it('requires all four fields, marks the missing ones and sends nothing', async () => {
    render(<ContactForm />);
    await fillIn({ name: 'Ailsa' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ties each message to its field and moves focus to the first field with one', async () => {
    render(<ContactForm />);
    await fillIn({ name: 'Ailsa', email: 'ailsa-at-home', subject: 'Engraving', message: 'Hi' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please write a little more (at least 10 characters)');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the sending state, then the sent toast, and clears the form', async () => {
    let answer!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<ContactForm />);
    await fillIn(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual(complete);
    answer(fakeResponse(201, { message: 'Thank you for getting in touch. We will reply within 24 hours.' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message Sent!', { description: 'Thank you for getting in touch. We will reply within 24 hours.' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('keeps what was typed and says why when the shop refuses', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(429, { error: { code: 'rate_limited', message: 'Too many requests. Please try again in 60 seconds.' } }));
    render(<ContactForm />);
    await fillIn(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Message not sent', { description: 'Too many requests. Please try again in 60 seconds.' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('Engraving');
  });
});
