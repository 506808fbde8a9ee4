/**
 * Turns an order e-mail into its subject and its two bodies. Both bodies come from one React Email
 * template, so the plain-text version can never say something the HTML one does not.
 */
import type { ReactElement } from 'react';
import { compile } from 'html-to-text';
import { confirmationSubject, isFullRefund, ownerNewOrderSubject, refundSubject, shippingSubject } from '@/lib/domain/order-emails';
import type { OrderEmail, RenderedEmail } from './order-email';
import { AMOUNT_CELL } from './templates/email-frame';
import { OrderConfirmationEmail } from './templates/order-confirmation';
import { OwnerNewOrderEmail } from './templates/owner-new-order';
import { RefundNoticeEmail } from './templates/refund-notice';
import { ShippingNoticeEmail } from './templates/shipping-notice';

function compose(email: OrderEmail): { subject: string; body: ReactElement } {
  const { order } = email;
  switch (email.kind) {
    case 'order-confirmation':
      return { subject: confirmationSubject(order.id), body: <OrderConfirmationEmail order={order} /> };
    case 'shipping-notice':
      return { subject: shippingSubject(order.id), body: <ShippingNoticeEmail order={order} /> };
    case 'refund-notice':
      return { subject: refundSubject(order.id, isFullRefund(order)), body: <RefundNoticeEmail order={order} refundPence={email.refundPence} /> };
    case 'owner-new-order':
      return { subject: ownerNewOrderSubject(order.id, order.totalPence), body: <OwnerNewOrderEmail order={order} /> };
  }
}

/**
 * The plain text of the HTML: React Email's `toPlainText` options (it skips pictures and
 * `data-skip-in-text` parts, keeps links without brackets, and does not wrap), plus the shop's own.
 * In the HTML an amount sits in a table cell of its own; in the text it follows its label after a
 * space. Headings keep their capitals: shouting is the plain-text default, not the shop's voice.
 * Compiled once: `toPlainText` compiles its options on every call, and that compiling was most of
 * an e-mail's cost (docs/adr/0037).
 */
const plainText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: '[data-skip-in-text=true]', format: 'skip' },
    { selector: 'a', options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
    { selector: `.${AMOUNT_CELL}`, format: 'inlineSurround', options: { prefix: ' ' } },
    { selector: 'h1', options: { uppercase: false } },
  ],
});

/** The doctype React Email's `render` puts before an e-mail, which mail clients expect. */
const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The template is rendered once, and the text is made from the same HTML. It is rendered by React's
 * own static renderer, not React Email's `render`: that one streams the template through a Suspense
 * boundary, for templates that wait on data (these never do), at four times the cost (0.84 against
 * 0.20 ms a confirmation), and leaves React's streaming comments in the HTML. The markup is
 * otherwise the same, which render-order-email.test.ts holds. The confirmation and the owner's copy
 * are rendered while the shopper waits for their payment (docs/adr/0037).
 */
export async function renderOrderEmail(email: OrderEmail): Promise<RenderedEmail> {
  const { subject, body } = compose(email);
  // Imported when called, as React Email's `render` imports it: Next refuses a static import of
  // react-dom/server in the server's bundles, which also hold pages (Server Components) that must
  // not render with it. Node loads it once.
  const { renderToStaticMarkup } = await import('react-dom/server');
  const html = EMAIL_DOCTYPE + renderToStaticMarkup(body);
  return { subject, html, text: plainText(html) };
}
