import { normaliseOwnerEmail, ownerAccountProblem } from './owner-accounts';

describe('owner accounts', () => {
  it('keeps one spelling of an address', () => {
    expect(normaliseOwnerEmail('  Morag@Highland-Home.example ')).toBe('morag@highland-home.example');
  });

  it('refuses a bad address or a weak password, and accepts a good pair', () => {
    expect(ownerAccountProblem('morag', 'a long enough password')).toBe('"morag" is not an e-mail address.');
    expect(ownerAccountProblem('morag@example.com', 'short')).toBe('The password must be at least 12 characters long.');
    expect(ownerAccountProblem('morag@example.com', ' padded password ')).toBe('The password must not start or end with a space.');
    expect(ownerAccountProblem('morag@example.com', 'x'.repeat(257))).toBe('The password must be at most 256 characters long.');
    expect(ownerAccountProblem('morag@example.com', 'heather and granite')).toBeNull();
  });
});
