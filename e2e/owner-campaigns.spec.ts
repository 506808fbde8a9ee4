/**
 * Campaign results (docs/adr/0035), end to end at both widths: a visitor follows a newsletter's
 * link to a story carrying campaign tags and a code, the code is kept with the cart by a redirect,
 * they say yes to Marketing in the cookie banner on that first page, buy, and the order carries the
 * code and the campaign; the paid order's confirmation forgets the code; the owner's dashboard then
 * lists the code and the campaign. An owner journey (it reads the back office), so it runs after
 * the shop's other journeys, whose figures it would otherwise move.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { Client } from 'pg';
import { runningEmbeddedUrl } from '@/lib/db/embedded';
import { expectAccessible } from './axe';
import { addOwner, projectOwner, signInAsOwner } from './owner';
import { actAsNewVisitor, fillShipping, openPage, payWithCard } from './support';

const OWNER = () => projectOwner('owner-campaigns', 'drove road heather 4');
const STORY = '/articles/clo-mor-the-making-of-harris-tweed';
// This journey owns the Loch Awe apron's stock (14 in the catalogue): one a run at each width.
const APRON = { path: '/products/loch-awe-waxed-cotton-apron', name: 'Loch Awe Waxed Cotton Apron' };

async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const url = await runningEmbeddedUrl('.data/e2e-postgres');
  if (!url) throw new Error('The journey shop\'s database is not running.');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name)?.value;
}

test('a newsletter’s link with a code brings an order, and the dashboard shows its code and campaign', async ({ page, context, isMobile }) => {
  // Each width has its own code and campaign: the two projects run side by side on one shop.
  const width = isMobile ? 'mobile' : 'desktop';
  // And each run its own: a retry's figures would otherwise count the first try's order too.
  const run = Date.now() % 100_000;
  const code = `WINTER-${width.toUpperCase()}-${run}`;
  const campaign = `winter-${width}-${run}`;
  const who = isMobile ? 'Kirsty' : 'Ailsa';
  await withDatabase((db) => db.query(`INSERT INTO discount_codes (code, kind, percent_hundredths) VALUES ($1, 'percent', 1000)`, [code]));
  await actAsNewVisitor(page);

  // The link, as the newsletter has it: the code goes into the cart's cookie and out of the address.
  // (From an http page: a browser sends no referrer from https down to the journeys' http shop.)
  await page.goto(`${STORY}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}&code=${code.toLowerCase()}`, { referer: 'http://mail.example.com/' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(new RegExp(`${STORY}\\?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}$`));
  expect(await cookie(context, 'hh_code')).toBe(code);
  // Nothing about the campaign is kept before the visitor says yes.
  expect(await cookie(context, 'hh_campaign')).toBeUndefined();
  await expectAccessible(page);

  const banner = page.getByRole('region', { name: 'Cookies on Highland Home' });
  await banner.getByRole('button', { name: 'Choose' }).click();
  await banner.getByRole('switch', { name: 'Marketing' }).check();
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  await expect(banner).toBeHidden();
  expect(JSON.parse(decodeURIComponent((await cookie(context, 'hh_campaign'))!))).toEqual(['newsletter', 'email', campaign, 'mail.example.com']);

  await openPage(page, APRON.path);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Item has been added to your Highland cart')).toBeVisible();
  await openPage(page, '/checkout');
  await fillShipping(page, 'GB', who);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/stripe-checkout\?order_id=\d+&key=hh_order_[\w-]+$/, { timeout: 15_000 });
  await expect(page).toHaveTitle('Secure Payment | Highland Home');
  await expectAccessible(page);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await payWithCard(page, '4242424242424242');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/order-success\?/, { timeout: 15_000 });
  await expectAccessible(page);
  // The paid order has taken the code: the next cart starts without it.
  await expect.poll(() => cookie(context, 'hh_code')).toBeUndefined();

  const order = await withDatabase(async (db) => (await db.query('SELECT discount_code, discount_pence, campaign_source, campaign_medium, campaign_name, referrer_host FROM orders WHERE id = $1', [orderId])).rows[0]);
  expect(order).toMatchObject({ discount_code: code, campaign_source: 'newsletter', campaign_medium: 'email', campaign_name: campaign, referrer_host: 'mail.example.com' });
  expect(order.discount_pence).toBeGreaterThan(0);

  addOwner(OWNER());
  await signInAsOwner(page, OWNER());
  const byCode = page.getByRole('table', { name: 'Orders and takings by discount code, most orders first' });
  await expect(byCode.getByRole('row', { name: new RegExp(`^${code} `) }).getByRole('cell').first()).toHaveText('1');
  const byCampaign = page.getByRole('table', { name: 'Orders and takings by campaign, most orders first' });
  await expect(byCampaign.getByRole('row', { name: new RegExp(`^newsletter / email / ${campaign} `) }).getByRole('cell').first()).toHaveText('1');
  await expectAccessible(page);
});
