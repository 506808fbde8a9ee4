import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '@/tests/support/fake-response';
import { SignInForm } from './SignInForm';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, refresh: jest.fn() }) }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('E-mail address'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('needs both fields and calls nobody without them', async () => {
    render(<SignInForm />);
    await signIn('', '');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Please enter your e-mail address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the dashboard once signed in', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, { owner: { email: 'morag@example.com' } }));
    render(<SignInForm />);
    await signIn('morag@example.com', 'granite and heather');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'morag@example.com', password: 'granite and heather' });
    expect(replace).toHaveBeenCalledWith('/admin');
  });

  it('says why a sign-in was refused, a lock-out included', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(429, { error: { code: 'sign_in_locked', message: 'Too many failed sign-ins. Please try again in 15 minutes.' } }));
    render(<SignInForm />);
    await signIn('morag@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Please try again in 15 minutes.');
    expect(replace).not.toHaveBeenCalled();
  });
});
