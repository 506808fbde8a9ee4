/**
 * Discount codes for the journeys (docs/adr/0034), written into the journey shop's own database as
 * e2e/back-office.spec.ts reads it, and the shopper's way in with one: a marketer's share link.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { Client } from 'pg';
import { runningEmbeddedUrl } from '@/lib/db/embedded';
import { openPage } from './support';

export interface JourneyCode {
  kind: 'percent' | 'amount' | 'free_shipping';
  percentHundredths?: number;
  amountPence?: number;
  endsAt?: Date | null;
}

/** A code of its own for this project and run, so the desktop and phone journeys (and a retry) never share one. */
export function journeyCode(stem: string, project: string): string {
  return `${stem}-${project.slice(0, 1).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;
}

export async function createCode(code: string, rules: JourneyCode): Promise<void> {
  const url = await runningEmbeddedUrl('.data/e2e-postgres');
  if (!url) throw new Error("The journey shop's database is not running.");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('INSERT INTO discount_codes (code, kind, percent_hundredths, amount_pence, ends_at) VALUES ($1, $2, $3, $4, $5)', [
      code,
      rules.kind,
      rules.percentHundredths ?? 0,
      rules.amountPence ?? 0,
      rules.endsAt ?? null,
    ]);
  } finally {
    await client.end();
  }
}

/**
 * The shopper follows a marketer's link to `path` carrying `code`: the shop's proxy keeps the code
 * with their cart and sends them on to the same page without it (docs/adr/0035).
 */
export async function followShareLink(page: Page, path: string, code: string): Promise<void> {
  const response = await openPage(page, `${path}${path.includes('?') ? '&' : '?'}code=${encodeURIComponent(code.toLowerCase())}`);
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  expect(response?.ok()).toBe(true);
  const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'hh_code');
  expect(kept?.value).toBe(code.toUpperCase());
}
