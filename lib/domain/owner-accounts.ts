/**
 * Owner accounts and sign-in (docs/adr/0021): the rules, apart from the hashing and storage.
 */

/** Sessions last a working day; signing in again is cheap, a stolen cookie should not last. */
export const OWNER_SESSION_HOURS = 12;
/** Failed sign-ins allowed, per account and per address, before sign-in is refused for a while. */
export const SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_LOCK_MINUTES = 15;
/** NIST SP 800-63B's floor for a memorised secret chosen by its user. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export function normaliseOwnerEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why this e-mail and password cannot make an account, or null when they can. */
export function ownerAccountProblem(email: string, password: string): string | null {
  if (!EMAIL_PATTERN.test(normaliseOwnerEmail(email))) return `"${email}" is not an e-mail address.`;
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim() !== password) return 'The password must not start or end with a space.';
  return null;
}
