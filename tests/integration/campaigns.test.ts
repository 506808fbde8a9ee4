/**
 * Campaign results (docs/adr/0035): a share link keeps its code with the cart by a redirect; a tagged
 * visit with marketing consent records its campaign; create-order puts the campaign on the order only
 * while the consent cookie still allows marketing, and never fails on a cookie it did not write; a
 * paid order's confirmation forgets the code; the dashboard counts orders and takings by code and by
 * campaign by the periods' own rules.
 */
import { eq, inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { CAMPAIGN_COOKIE } from '@/lib/campaign-cookie';
import { commerce } from '@/lib/commerce';
import { CONSENT_COOKIE, encodeConsent } from '@/lib/consent';
import { getDb } from '@/lib/db/client';
import { orderRefunds, orders } from '@/lib/db/schema';
import { encodeCampaign, type Campaign } from '@/lib/domain/campaign';
import { DISCOUNT_COOKIE } from '@/lib/http/discount-cookie';
import { proxy } from '@/proxy';
import { orderBody, orderRow, placeOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { productBySlug, setSimpleStock, simpleStock } from '../support/stock';

// This file owns the Loch Awe apron's stock.
const APRON = 'loch-awe-waxed-cotton-apron';
const ORIGIN = 'http://127.0.0.1:3000';

const winter: Campaign = { source: 'newsletter', medium: 'email', name: 'winter', referrerHost: 'mail.example.com' };
const consentCookie = (marketing: boolean) => `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent({ analytics: false, marketing, preferences: false }))}`;
const campaignCookie = (campaign: Campaign) => `${CAMPAIGN_COOKIE}=${encodeURIComponent(encodeCampaign(campaign))}`;

let stockBefore: number;

beforeAll(async () => {
  stockBefore = await simpleStock(APRON);
  await setSimpleStock(APRON, 100);
});

afterAll(async () => {
  await setSimpleStock(APRON, stockBefore);
});

/** An order placed by a browser holding these cookies. */
async function orderWithCookies(cookie: string) {
  const apron = await productBySlug(APRON);
  const shopper = new Shopper();
  shopper.cookie = cookie;
  return placeOrder(shopper, orderBody([{ product_id: apron.id, quantity: 1 }]));
}

async function campaignOnOrder(cookie: string) {
  const placed = await orderWithCookies(cookie);
  expect(placed.status).toBe(201);
  const row = await orderRow(placed.body.id);
  return { source: row.campaignSource, medium: row.campaignMedium, name: row.campaignName, referrerHost: row.referrerHost };
}

const NONE = { source: null, medium: null, name: null, referrerHost: null };

describe('the campaign on an order', () => {
  it('is recorded from the campaign cookie while the shopper allows marketing', async () => {
    expect(await campaignOnOrder(`${consentCookie(true)}; ${campaignCookie(winter)}`)).toEqual(winter);
  });

  it('is not recorded without consent, though the cookie is there', async () => {
    expect(await campaignOnOrder(campaignCookie(winter))).toEqual(NONE);
  });

  it('is not recorded once marketing consent is withdrawn', async () => {
    expect(await campaignOnOrder(`${consentCookie(false)}; ${campaignCookie(winter)}`)).toEqual(NONE);
  });

  it('ignores a campaign or consent cookie it did not write, and still takes the order', async () => {
    const junk = ['%E0%A4%A', 'not-json', encodeURIComponent('{"source":"x"}'), encodeURIComponent('[1,2,3,4]'), encodeURIComponent(`["${'x'.repeat(5000)}",null,null,null]`)];
    for (const value of junk) expect(await campaignOnOrder(`${consentCookie(true)}; ${CAMPAIGN_COOKIE}=${value}`)).toEqual(NONE);
    expect(await campaignOnOrder(`${CONSENT_COOKIE}=%E0%A4%A; ${campaignCookie(winter)}`)).toEqual(NONE);
  });

  it('keeps each part clean however the cookie was written', async () => {
    const written = encodeURIComponent(JSON.stringify(['news\u0000letter', 'e'.repeat(300), null, 'WWW.Mail.Example.com']));
    expect(await campaignOnOrder(`${consentCookie(true)}; ${CAMPAIGN_COOKIE}=${written}`)).toEqual({ source: 'newsletter', medium: 'e'.repeat(100), name: null, referrerHost: 'mail.example.com' });
  });
});

function visit(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, ORIGIN), { headers }));
}

/** The Set-Cookie headers of a proxy answer, by name. */
function setCookies(reply: Response): Record<string, string> {
  return Object.fromEntries(reply.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

// Next's server makes a same-origin Location relative; called directly, the proxy's is whole.
const target = (reply: Response) => {
  const location = new URL(reply.headers.get('location')!);
  return `${location.pathname}${location.search}`;
};

describe('a share link', () => {
  it('keeps the code with the cart and sends the shopper on to the same address without it, other parameters kept', async () => {
    const reply = await visit('/stories/winter-walks?utm_source=newsletter&code=story10&utm_campaign=winter');
    expect(reply.status).toBe(307);
    expect(target(reply)).toBe('/stories/winter-walks?utm_source=newsletter&utm_campaign=winter');
    expect(reply.headers.get('cache-control')).toMatch(/^private, no-store\b/);
    expect(setCookies(reply)[DISCOUNT_COOKIE]).toMatch(/^hh_code=STORY10; Path=\/; .*HttpOnly; SameSite=lax/i);
  });

  it('works on any page, the cart included', async () => {
    for (const path of ['/', '/products', '/products/loch-awe-waxed-cotton-apron', '/cart']) {
      const reply = await visit(`${path}?code=STORY10`);
      expect(reply.status).toBe(307);
      expect(target(reply)).toBe(path);
      expect(setCookies(reply)[DISCOUNT_COOKIE]).toMatch(/^hh_code=STORY10;/);
    }
  });

  it('sets nothing for a value that is no code’s shape, but still cleans the address', async () => {
    const reply = await visit('/products?code=%3Cscript%3E');
    expect(reply.status).toBe(307);
    expect(target(reply)).toBe('/products');
    expect(setCookies(reply)[DISCOUNT_COOKIE]).toBeUndefined();
  });
});

describe('a tagged visit', () => {
  const tagged = '/stories/winter-walks?utm_source=newsletter&utm_medium=email&utm_campaign=winter';

  it('records its campaign and outside referrer with marketing consent, for 30 days', async () => {
    const reply = await visit(tagged, { cookie: consentCookie(true), referer: 'https://mail.example.com/inbox', host: '127.0.0.1:3000' });
    expect(reply.headers.get('x-middleware-next')).toBe('1');
    const line = setCookies(reply)[CAMPAIGN_COOKIE]!;
    expect(line).toContain(`${campaignCookie(winter)};`);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).not.toMatch(/HttpOnly/i);
  });

  it('never takes the shop’s own pages for a referrer', async () => {
    const reply = await visit(tagged, { cookie: consentCookie(true), referer: `${ORIGIN}/products`, host: '127.0.0.1:3000' });
    expect(setCookies(reply)[CAMPAIGN_COOKIE]).toContain(`${campaignCookie({ ...winter, referrerHost: null })};`);
  });

  it('records nothing without consent, or with marketing refused', async () => {
    for (const cookie of ['', consentCookie(false)]) expect(setCookies(await visit(tagged, { cookie, referer: 'https://mail.example.com/' }))[CAMPAIGN_COOKIE]).toBeUndefined();
  });

  it('keeps a per-request page’s nonce policy', async () => {
    const reply = await visit('/cart?utm_source=newsletter', { cookie: consentCookie(true) });
    expect(reply.headers.get('content-security-policy')).toMatch(/'nonce-/);
    expect(setCookies(reply)[CAMPAIGN_COOKIE]).toBeDefined();
  });
});

describe('the confirmation of a paid order', () => {
  it('forgets the code, which the order has taken; an unpaid order’s keeps it', async () => {
    const apron = await productBySlug(APRON);
    const placed = await placeOrder(new Shopper(), orderBody([{ product_id: apron.id, quantity: 1 }]));
    const page = `/order-success?order_id=${placed.body.id}&key=${placed.body.order_key}`;
    const cookie = `${DISCOUNT_COOKIE}=STORY10`;
    expect(setCookies(await visit(page, { cookie }))[DISCOUNT_COOKIE]).toBeUndefined();
    await getDb().update(orders).set({ status: 'completed', paidAt: new Date() }).where(eq(orders.id, placed.body.id));
    expect(setCookies(await visit(page, { cookie }))[DISCOUNT_COOKIE]).toMatch(/^hh_code=; .*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect(setCookies(await visit(page))[DISCOUNT_COOKIE]).toBeUndefined();
  });
});

describe('the dashboard’s figures by code and by campaign', () => {
  // Years ahead, where no other file pays an order, in winter time: the last 7 days begin at midnight
  // on 9 March and the last 30 at midnight on 14 February.
  const NOW = new Date('2033-03-15T12:00:00Z');
  const CODE = 'CAMPAIGNFIGURES';
  const facebook: Campaign = { source: null, medium: null, name: null, referrerHost: 'facebook.com' };
  const ids: number[] = [];

  async function paidOrder(paidAt: string, code: string | null, campaign: Campaign | null) {
    const apron = await productBySlug(APRON);
    const placed = await placeOrder(new Shopper(), orderBody([{ product_id: apron.id, quantity: 1 }]));
    ids.push(placed.body.id);
    await getDb()
      .update(orders)
      .set({
        status: 'completed',
        paidAt: new Date(paidAt),
        discountCode: code,
        campaignSource: campaign?.source ?? null,
        campaignMedium: campaign?.medium ?? null,
        campaignName: campaign?.name ?? null,
        referrerHost: campaign?.referrerHost ?? null,
      })
      .where(eq(orders.id, placed.body.id));
    return { id: placed.body.id, total: (await orderRow(placed.body.id)).totalPence };
  }

  async function refund(orderId: number, amountPence: number, at: string) {
    await getDb().insert(orderRefunds).values({ orderId, amountPence, providerRefundId: `re_campaigns_${orderId}`, ownerEmail: 'owner@example.com', createdAt: new Date(at) });
  }

  afterAll(async () => {
    await getDb().delete(orders).where(inArray(orders.id, ids));
  });

  it('count each payment and refund for its order’s code and campaign, in the periods the takings use', async () => {
    // Paid today, with the code, from the newsletter.
    const a = await paidOrder('2033-03-15T01:00:00Z', CODE, winter);
    // With the code, from a Facebook post without tags, half an hour before the last 7 days begin.
    const b = await paidOrder('2033-03-08T23:30:00Z', CODE, facebook);
    // From the newsletter, paid before the last 30 days, refunded in the last 7.
    const c = await paidOrder('2033-02-13T23:59:00Z', null, winter);
    await refund(c.id, 500, '2033-03-10T10:00:00Z');
    // With the code and no campaign, paid and partly refunded in the last 7 days.
    const d = await paidOrder('2033-03-12T09:00:00Z', CODE, null);
    await refund(d.id, 200, '2033-03-13T09:00:00Z');

    const figures = await commerce().ownerOrders!.campaignFigures(NOW);
    const period = (orders: number, paidPence: number, refundedPence: number) => ({ orders, paidPence, refundedPence, takingsPence: paidPence - refundedPence });

    expect(figures.byCode.find(({ code }) => code === CODE)?.periods).toEqual({
      week: period(2, a.total + d.total, 200),
      month: period(3, a.total + b.total + d.total, 200),
    });
    // Tags make the campaign, wherever the visit came from; a visit without tags is its site's.
    const byLabel = (campaign: Campaign) => figures.byCampaign.find((row) => JSON.stringify(row.campaign) === JSON.stringify(campaign))?.periods;
    expect(byLabel({ ...winter, referrerHost: null })).toEqual({ week: period(1, a.total, 500), month: period(1, a.total, 500) });
    expect(byLabel(facebook)).toEqual({ week: period(0, 0, 0), month: period(1, b.total, 0) });
    expect(byLabel(winter)).toBeUndefined();
  });

  it('is empty in a month with no orders', async () => {
    expect(await commerce().ownerOrders!.campaignFigures(new Date('2040-01-15T12:00:00Z'))).toEqual({ byCode: [], byCampaign: [] });
  });
});
