/**
 * The owner's dashboard (docs/adr/0028): every figure in one SQL statement, so the page costs one
 * round trip to the database and its figures agree with each other, read in one snapshot.
 */
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { DASHBOARD_PERIODS, LOW_STOCK_UNITS, netTakings, periodStarts, type DashboardPeriod } from '@/lib/domain/dashboard';
import { productUnits } from './stock-units';

export interface PeriodFigures {
  /** Orders paid in the period. */
  orders: number;
  paidPence: number;
  refundedPence: number;
  /** Payments less refunds, both as given in the period. */
  takingsPence: number;
}

export interface LowStockProduct {
  id: number;
  name: string;
  units: number;
}

export interface DashboardFigures {
  /** Paid and not yet shipped. */
  awaitingShipment: number;
  periods: Record<DashboardPeriod, PeriodFigures>;
  /** Products with LOW_STOCK_UNITS or fewer left, sold-out ones included, and the first few of them. */
  lowStock: number;
  soldOut: number;
  lowStockProducts: LowStockProduct[];
  unreadMessages: number;
  failedEmails: number;
}

/** How many of the running-low products the dashboard names; the rest are one click away. */
const NAMED_LOW_STOCK = 8;

interface FiguresRow extends Record<string, unknown> {
  awaiting: number;
  low_stock: number;
  sold_out: number;
  low_list: LowStockProduct[];
  unread: number;
  failed_emails: number;
  today_orders: number;
  today_paid: number;
  today_refunded: number;
  week_orders: number;
  week_paid: number;
  week_refunded: number;
  month_orders: number;
  month_paid: number;
  month_refunded: number;
}

export async function dashboardFigures(now: Date = new Date()): Promise<DashboardFigures> {
  const starts = periodStarts(now);
  const periodColumns = DASHBOARD_PERIODS.map(({ key }) => {
    const start = starts[key].toISOString();
    return sql`
      (SELECT count(*)::int FROM paid WHERE paid_at >= ${start}::timestamptz) AS ${sql.raw(`${key}_orders`)},
      (SELECT coalesce(sum(total_pence), 0)::int FROM paid WHERE paid_at >= ${start}::timestamptz) AS ${sql.raw(`${key}_paid`)},
      (SELECT coalesce(sum(amount_pence), 0)::int FROM refunds WHERE created_at >= ${start}::timestamptz) AS ${sql.raw(`${key}_refunded`)}`;
  });
  const earliest = starts.month.toISOString();
  const result = await getDb().execute<FiguresRow>(sql`
    WITH paid AS (SELECT paid_at, total_pence FROM orders WHERE paid_at >= ${earliest}::timestamptz),
    refunds AS (SELECT created_at, amount_pence FROM order_refunds WHERE created_at >= ${earliest}::timestamptz),
    units AS (SELECT ${products.id} AS id, ${products.name} AS name, ${productUnits} AS units FROM ${products})
    SELECT
      (SELECT count(*)::int FROM orders WHERE status = 'processing') AS awaiting,
      (SELECT count(*)::int FROM units WHERE units <= ${LOW_STOCK_UNITS}) AS low_stock,
      (SELECT count(*)::int FROM units WHERE units = 0) AS sold_out,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'units', units) ORDER BY units, name, id), '[]'::json)
        FROM (SELECT id, name, units FROM units WHERE units <= ${LOW_STOCK_UNITS} ORDER BY units, name, id LIMIT ${NAMED_LOW_STOCK}) AS low) AS low_list,
      (SELECT count(*)::int FROM contact_messages WHERE state = 'new') AS unread,
      (SELECT count(*)::int FROM email_outbox WHERE status = 'failed') AS failed_emails,
      ${sql.join(periodColumns, sql`,`)}
  `);
  const row = result.rows[0]!;
  const periods = Object.fromEntries(
    DASHBOARD_PERIODS.map(({ key }) => {
      const paidPence = Number(row[`${key}_paid`]);
      const refundedPence = Number(row[`${key}_refunded`]);
      return [key, { orders: Number(row[`${key}_orders`]), paidPence, refundedPence, takingsPence: netTakings(paidPence, refundedPence) }];
    }),
  ) as Record<DashboardPeriod, PeriodFigures>;
  return {
    awaitingShipment: row.awaiting,
    periods,
    lowStock: row.low_stock,
    soldOut: row.sold_out,
    lowStockProducts: row.low_list,
    unreadMessages: row.unread,
    failedEmails: row.failed_emails,
  };
}
