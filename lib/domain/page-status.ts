/**
 * The status of a page the server held whole before sending (lib/http/page-script-policy.ts).
 *
 * A page for an unknown item renders its own not-found copy and raises notFound() after it
 * (components/layout/NotFoundPage.tsx), so the copy is in the HTML. A cached page is rendered whole
 * before Next answers, and goes out as 404. A page rendered per request (the payment and
 * confirmation pages) has its status chosen when its first bytes are ready, before the render
 * reaches notFound(), so Next says 200. The copy carries this mark, and a held page that shows it
 * is answered with 404.
 */
export const NOT_FOUND_MARK = { 'data-http-status': '404' } as const;

/** As React writes the mark into HTML. The payload's copy of it is JSON, with escaped quotes, and never matches. */
const MARK_IN_HTML = Object.entries(NOT_FOUND_MARK)
  .map(([name, value]) => `${name}="${value}"`)
  .join(' ');

export function heldPageStatus(status: number, html: string): number {
  return status === 200 && html.includes(MARK_IN_HTML) ? 404 : status;
}
