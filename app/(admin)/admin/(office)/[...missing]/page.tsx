import { notFound } from 'next/navigation';

/**
 * Any other address under /admin: answered 404 inside the back office's shell (for a signed-in
 * owner; the layout sends anyone else to sign in first), not with the storefront's page.
 */
export default function MissingOfficePage(): never {
  notFound();
}
