import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { fakeResponse as respond, type FakeResponse } from '@/tests/support/fake-response';
import { afterPageHydration } from '@/tests/support/after-hydration';
import { NewsletterSignup } from './NewsletterSignup';

jest.mock('@/components/ui/toast', () => ({ dismissToasts: jest.fn(), toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function fields() {
  return {
    email: screen.getByLabelText('Email address'),
    name: screen.getByLabelText(/^Name/),
    button: screen.getByRole('button', { name: 'Join the Clan' }),
  };
}

// Mounted as after the page has loaded, like the layout's islands on a client navigation.
beforeAll(afterPageHydration);

describe('NewsletterSignup', () => {
  it('labels a required email field and an optional name field', () => {
    render(<NewsletterSignup />);
    const { email, name } = fields();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(name).not.toBeRequired();
    expect(screen.getByRole('heading', { name: 'Join the Highland Clan' })).toBeInTheDocument();
  });

  it('ignores a submit whose email is blank after trimming', () => {
    render(<NewsletterSignup />);
    const { email, name } = fields();
    // fireEvent bypasses the browser's own required check, which is what this guard backs up.
    fireEvent.change(email, { target: { value: '   ' } });
    fireEvent.change(name, { target: { value: 'Morag' } });
    fireEvent.submit(email.closest('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Join the Clan' })).toBeEnabled();
  });

  it('refuses an address the shop would refuse in the failure toast, without a call', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    // The browser's own e-mail check lets this through; the shop wants a dot in the domain.
    await user.type(fields().email, 'iain@example');
    await user.click(fields().button);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Subscription failed', { description: 'email must be a valid email address' });
    expect(fields().email).toHaveValue('iain@example');
    expect(fields().button).toBeEnabled();
  });

  it('posts the trimmed email and name, shows Joining... meanwhile, then welcomes and clears', async () => {
    const user = userEvent.setup();
    let answer: (response: FakeResponse) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<NewsletterSignup />);
    const { email, name, button } = fields();
    // Browsers (and jsdom) already strip an email field's outer spaces; the name's are ours to trim.
    await user.type(email, '  morag@example.co.uk ');
    await user.type(name, ' Morag  ');
    await user.click(button);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'morag@example.co.uk', name: 'Morag' });
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();

    await act(async () => answer(respond(201, { message: 'Check your inbox to confirm.' })));

    expect(toast.success).toHaveBeenCalledWith('Welcome to the Clan!', { description: 'Check your inbox to confirm.' });
    expect(email).toHaveValue('');
    expect(name).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Join the Clan' })).toBeEnabled();
  });

  it('sends an empty name when none is given and falls back to the standard welcome', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(respond(200, {}));
    render(<NewsletterSignup />);
    await user.type(fields().email, 'iain@example.com');
    await user.click(fields().button);

    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ email: 'iain@example.com', name: '' });
    expect(toast.success).toHaveBeenCalledWith('Welcome to the Clan!', {
      description: "You've successfully subscribed to our Highland newsletter.",
    });
  });

  it("shows the server's message when the subscription fails, and keeps what was typed", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(respond(404, { error: { code: 'not_found', message: 'There is no API endpoint POST /api/newsletter.' } }));
    render(<NewsletterSignup />);
    await user.type(fields().email, 'iain@example.com');
    await user.click(fields().button);

    expect(toast.error).toHaveBeenCalledWith('Subscription failed', { description: 'There is no API endpoint POST /api/newsletter.' });
    expect(toast.success).not.toHaveBeenCalled();
    expect(fields().email).toHaveValue('iain@example.com');
    expect(fields().button).toBeEnabled();
  });

  it('asks to try again later when there is no server message', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<NewsletterSignup />);
    await user.type(fields().email, 'iain@example.com');
    await user.click(fields().button);

    expect(toast.error).toHaveBeenCalledWith('Subscription failed', { description: 'Please try again later.' });
  });
});
