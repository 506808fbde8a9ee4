/**
 * The shop's webhooks in a WooCommerce store (docs/adr/0026): one per topic, named
 * "Highland Home: <topic>", delivering to the shop's /api/webhooks/woocommerce and signed with
 * WOOCOMMERCE_WEBHOOK_SECRET. Run again, it changes nothing; a webhook the store disabled (after
 * failed deliveries) or one pointing elsewhere is set right.
 */
import type { StoreClient } from './client';
import { readAll } from './catalogue-snapshot';
import { WEBHOOK_TOPICS } from './webhooks';

export const WEBHOOK_PATH = '/api/webhooks/woocommerce';

interface StoreWebhook {
  id: number;
  name: string;
  topic: string;
  status: string;
  delivery_url: string;
}

export interface WebhookReport {
  created: string[];
  updated: string[];
  kept: string[];
}

export const webhookName = (topic: string) => `Highland Home: ${topic}`;

/** `shopOrigin`: where the store reaches the shop, such as https://shop.example.com */
export async function registerWebhooks(client: StoreClient, shopOrigin: string, secret: string): Promise<WebhookReport> {
  const deliveryUrl = `${new URL(shopOrigin).origin}${WEBHOOK_PATH}`;
  const existing = await readAll<StoreWebhook>(client, 'webhooks', {});
  const report: WebhookReport = { created: [], updated: [], kept: [] };
  for (const topic of WEBHOOK_TOPICS) {
    const name = webhookName(topic);
    const found = existing.find((webhook) => webhook.name === name);
    const body = { name, topic, delivery_url: deliveryUrl, secret, status: 'active' };
    if (!found) {
      await client.post('webhooks', body);
      report.created.push(topic);
    } else if (found.topic !== topic || found.status !== 'active' || found.delivery_url !== deliveryUrl) {
      await client.put(`webhooks/${found.id}`, body);
      report.updated.push(topic);
    } else {
      // The secret cannot be read back: it is written again, which changes nothing if it is the same.
      await client.put(`webhooks/${found.id}`, { secret });
      report.kept.push(topic);
    }
  }
  return report;
}
