/**
 * The owner's dashboard (docs/adr/0028): the figures of trade from the commerce port (orders,
 * takings and stock, read in one snapshot by the back end that keeps them, docs/adr/0033), and the
 * shop's own inbox and outbox in one statement beside them.
 */
import { sql } from 'drizzle-orm';
import { commerce, type CampaignFigures, type TradingFigures } from '@/lib/commerce';
import { getDb } from '@/lib/db/client';

export interface DashboardFigures {
  /** null where the back end's own admin keeps the orders and stock (WooCommerce's). */
  trading: TradingFigures | null;
  /** What brought the orders, by code and by campaign (docs/adr/0035); null where trading is. */
  campaigns: CampaignFigures | null;
  unreadMessages: number;
  failedEmails: number;
}

interface InboxRow extends Record<string, unknown> {
  unread: number;
  failed_emails: number;
}

export async function dashboardFigures(now: Date = new Date()): Promise<DashboardFigures> {
  const owner = commerce().ownerOrders;
  const [trading, campaigns, inbox] = await Promise.all([
    owner?.tradingFigures(now) ?? null,
    owner?.campaignFigures(now) ?? null,
    getDb().execute<InboxRow>(sql`
      SELECT
        (SELECT count(*)::int FROM contact_messages WHERE state = 'new') AS unread,
        (SELECT count(*)::int FROM email_outbox WHERE status = 'failed') AS failed_emails
    `),
  ]);
  const row = inbox.rows[0]!;
  return { trading, campaigns, unreadMessages: row.unread, failedEmails: row.failed_emails };
}
