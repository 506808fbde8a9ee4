import { createElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { anOrder } from '@/tests/support/order-fixture';
import type { OrderEmail } from './order-email';
import { renderOrderEmail } from './render-order-email';
import { AMOUNT_CELL } from './templates/email-frame';
import { OrderConfirmationEmail } from './templates/order-confirmation';
import { OwnerNewOrderEmail } from './templates/owner-new-order';
import { RefundNoticeEmail } from './templates/refund-notice';
import { ShippingNoticeEmail } from './templates/shipping-notice';

const ORDER = anOrder();

/** The HTML's words, without tags, React's text-node markers or entities, to look for what a reader sees. */
function words(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The order summary both e-mails share (templates/order-summary.tsx): lines, totals, address. */
function expectOrderSummary(text: string): void {
  expect(text).toContain('2 × Hairy Coo T-Shirt (Size: M, Colour: Heather) £49.98 (£24.99 each)');
  expect(text).toContain('1 × Thistle Keyring £8.99');
  expect(text).toMatch(/Subtotal: £58\.97\s+Shipping: £3\.95\s+Total: £62\.92/);
  // The owner's copy isolates each line the customer typed (U+2068 … U+2069); the shopper's does not.
  expect(text.replace(/[\u2068\u2069]/g, '')).toContain('Morag MacLeod\n12 Castle Street\nInverness\nIV2 3EA\nUnited Kingdom');
}

/** HTML without comments: React's streaming render leaves Suspense and text-node markers, its static one none. */
const withoutComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '');

describe('rendering order e-mails', () => {
  const shipped = { ...ORDER, carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' };
  it.each<{ email: OrderEmail; template: Parameters<typeof render>[0] }>([
    { email: { kind: 'order-confirmation', order: ORDER, dedupeKey: 'k' }, template: createElement(OrderConfirmationEmail, { order: ORDER }) },
    { email: { kind: 'owner-new-order', order: ORDER, dedupeKey: 'k', to: 'owner@example.com' }, template: createElement(OwnerNewOrderEmail, { order: ORDER }) },
    { email: { kind: 'shipping-notice', order: shipped, dedupeKey: 'k' }, template: createElement(ShippingNoticeEmail, { order: shipped }) },
    { email: { kind: 'refund-notice', order: ORDER, dedupeKey: 'k', refundPence: 899 }, template: createElement(RefundNoticeEmail, { order: ORDER, refundPence: 899 }) },
  ])('renders the $email.kind e-mail as React Email renders its template, comments aside', async ({ email, template }) => {
    const ours = await renderOrderEmail(email);
    expect(ours.html).not.toContain('<!--');
    expect(ours.html).toBe(withoutComments(await render(template)));
  });

  it('confirms an order with its lines, totals and delivery address, the same in text and HTML', async () => {
    const email = await renderOrderEmail({ kind: 'order-confirmation', order: ORDER, dedupeKey: 'order-confirmation:1042' });
    expect(email.subject).toBe('Your Highland Home order #1042 is confirmed');
    expectOrderSummary(email.text);
    expect(email.text).toContain('http://localhost:3000/order-success?order_id=1042&key=hh_order_secret');
    const html = words(email.html);
    for (const fact of ['order #1042', 'Hairy Coo T-Shirt (Size: M, Colour: Heather)', '£49.98 (£24.99 each)', '£58.97', '£3.95', '£62.92', 'IV2 3EA', 'United Kingdom']) {
      expect(html).toContain(fact);
    }
  });

  it('names the code and its discount in both e-mails, and a free-shipping code on the shipping row', async () => {
    // 10% off £58.97 is £5.89, spread over the lines; total = subtotal - discount + shipping.
    const discounted = anOrder({ discount: { code: 'STORY10', discountPence: 589, shippingDiscountPence: 0 }, totalPence: 5897 - 589 + 395 });
    for (const message of [
      { kind: 'order-confirmation' as const, order: discounted, dedupeKey: 'k' },
      { kind: 'owner-new-order' as const, order: discounted, dedupeKey: 'k', to: 'owner@example.com' },
    ]) {
      const email = await renderOrderEmail(message);
      expect(email.text).toMatch(/Subtotal: £58\.97\s+Discount \(STORY10\): \u2212£5\.89\s+Shipping: £3\.95\s+Total: £57\.03/);
      expect(words(email.html)).toContain('Discount (STORY10):');
      expect(words(email.html)).toContain('\u2212£5.89');
    }
    const freeShipping = anOrder({ discount: { code: 'FREESHIP', discountPence: 0, shippingDiscountPence: 395 }, shippingPence: 0, totalPence: 5897 });
    const email = await renderOrderEmail({ kind: 'order-confirmation', order: freeShipping, dedupeKey: 'k' });
    expect(email.text).toMatch(/Subtotal: £58\.97\s+Shipping: Free \(FREESHIP\)\s+Total: £58\.97/);
    expect(email.text).not.toContain('Discount (');
  });

  it('escapes what the shopper typed in the HTML', async () => {
    const shipping = { ...ORDER.shipping, firstName: '<b>Morag</b>' };
    const email = await renderOrderEmail({ kind: 'order-confirmation', order: { ...ORDER, shipping }, dedupeKey: 'k' });
    expect(email.html).not.toContain('<b>Morag</b>');
    expect(email.html).toContain('&lt;b&gt;Morag&lt;/b&gt;');
  });

  it('tells a shipped order’s carrier and number, and links a known carrier’s tracking page', async () => {
    const shipped = { ...ORDER, carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' };
    const email = await renderOrderEmail({ kind: 'shipping-notice', order: shipped, dedupeKey: 'shipping-notice:1042' });
    const link = 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB';
    expect(email.subject).toBe('Your Highland Home order #1042 is on its way');
    expect(email.text).toContain('Carrier: Royal Mail');
    expect(email.text).toContain('Tracking number: AB123456789GB');
    expect(email.text).toContain(link);
    expect(email.html).toContain(`href="${link}"`);
  });

  it('gives the number without a link for a carrier it does not know', async () => {
    const shipped = { ...ORDER, carrier: 'Glen Couriers', trackingNumber: 'GC-77' };
    const email = await renderOrderEmail({ kind: 'shipping-notice', order: shipped, dedupeKey: 'k' });
    expect(email.text).toContain('Carrier: Glen Couriers');
    expect(email.text).toContain('Tracking number: GC-77');
    expect(email.html).not.toMatch(/href="https:\/\/(?!localhost)/);
    expect(email.text).not.toContain('Follow your parcel');
  });

  it('tells a partial refund’s amount and what is left paid', async () => {
    const email = await renderOrderEmail({ kind: 'refund-notice', order: { ...ORDER, refundedPence: 1000 }, refundPence: 1000, dedupeKey: 'refund-notice:1' });
    expect(email.subject).toBe('Your Highland Home order #1042 has been partly refunded');
    expect(email.text).toContain('Refunded now: £10.00');
    expect(email.text).toContain('Your order total paid is now £52.92.');
    expect(words(email.html)).toContain('Your order total paid is now £52.92.');
  });

  it('calls the refund that brings the order to nothing a full refund', async () => {
    const email = await renderOrderEmail({ kind: 'refund-notice', order: { ...ORDER, status: 'refunded', refundedPence: 6292 }, refundPence: 5292, dedupeKey: 'refund-notice:2' });
    expect(email.subject).toBe('Your Highland Home order #1042 has been refunded');
    expect(email.text).toContain('Refunded now: £52.92');
    expect(email.text).toContain('Refunded in all: £62.92');
    expect(email.text).toContain('You have now paid nothing for this order.');
  });

  it('tells the owner of a new order: its lines, totals, address, the customer and its back-office page', async () => {
    const shipping = { ...ORDER.shipping, phone: '01463 123456' };
    const email = await renderOrderEmail({ kind: 'owner-new-order', order: { ...ORDER, shipping }, to: 'orders@highland-home.example', dedupeKey: 'owner-new-order:1042:orders@highland-home.example' });
    expect(email.subject).toBe('New Highland Home order #1042: £62.92');
    expectOrderSummary(email.text);
    expect(email.text).toContain('E-mail: morag@example.com');
    expect(email.text).toContain('Phone: \u206801463 123456\u2069');
    expect(email.text).toContain('http://localhost:3000/admin/orders/1042');
    // The owner's copy carries no link a shopper would use: not the order's secret key.
    expect(email.text).not.toContain('hh_order_secret');
    expect(email.html).toContain('href="http://localhost:3000/admin/orders/1042"');
    expect(email.html).toContain('href="mailto:morag@example.com"');
    const html = words(email.html);
    for (const fact of ['New order #1042', 'Hairy Coo T-Shirt (Size: M, Colour: Heather)', '£49.98 (£24.99 each)', '£62.92', 'IV2 3EA', 'morag@example.com']) {
      expect(html).toContain(fact);
    }
  });

  it('shows the owner what the customer typed without bidi controls, each piece in an isolate of its own', async () => {
    const shipping = { ...ORDER.shipping, firstName: 'Morag\u202E', lastName: 'gnp.exe', address1: '\u2067\u202E1 High Street', phone: '\u202D01463' };
    const email = await renderOrderEmail({ kind: 'owner-new-order', order: { ...ORDER, shipping }, to: 'orders@highland-home.example', dedupeKey: 'owner-new-order:1042:orders@highland-home.example' });
    for (const part of [email.text, email.html]) expect(part).not.toMatch(/[\u202A-\u202E\u2066\u2067]/);
    expect(email.text).toContain('\u2068Morag gnp.exe\u2069');
    expect(email.text).toContain('\u20681 High Street\u2069');
    expect(email.text).toContain('Phone: \u206801463\u2069');
  });

  it('makes the same text as React Email would, with the shop’s own rules, for every kind', async () => {
    // The converter is compiled once with React Email's toPlainText options (render-order-email.tsx): it must not drift from them.
    for (const email of [
      { kind: 'order-confirmation', order: ORDER, dedupeKey: 'order-confirmation:1042' },
      { kind: 'owner-new-order', order: ORDER, to: 'orders@highland-home.example', dedupeKey: 'owner-new-order:1042:orders@highland-home.example' },
    ] as const) {
      const rendered = await renderOrderEmail(email);
      expect(rendered.text).toBe(
        toPlainText(rendered.html, {
          selectors: [
            { selector: `.${AMOUNT_CELL}`, format: 'inlineSurround', options: { prefix: ' ' } },
            { selector: 'h1', options: { uppercase: false } },
          ],
        }),
      );
    }
  });
});
