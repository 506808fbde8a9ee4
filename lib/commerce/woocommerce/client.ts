/**
 * The WooCommerce REST API (wc/v3), through WooCommerce's own client
 * (@woocommerce/woocommerce-rest-api, docs/adr/0025): it signs each request with OAuth 1.0a over
 * http and uses Basic auth over https, as WooCommerce expects. Every failure leaves as one of two
 * errors, so callers never read HTTP details: the store could not answer (unreachable, timed out,
 * 5xx), or it answered with a refusal (4xx), with WooCommerce's own code and words.
 */
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import { StoreRefusedError, StoreUnavailableError } from '../store-errors';
import type { WooCommerceSettings } from './settings.mjs';

/** Long enough for a slow shared host, short enough that a shopper is told rather than left waiting. */
const TIMEOUT_MS = 10_000;

export { StoreRefusedError, StoreUnavailableError } from '../store-errors';

export interface StorePage<T> {
  data: T;
  /** X-WP-Total: how many there are in all, when WooCommerce says. */
  total: number | null;
}

export interface StoreClient {
  get<T>(endpoint: string, query?: Record<string, string | number | boolean>): Promise<StorePage<T>>;
  post<T>(endpoint: string, body: unknown): Promise<T>;
  put<T>(endpoint: string, body: unknown): Promise<T>;
}

interface AxiosLikeError {
  response?: { status: number; data?: { code?: unknown; message?: unknown } };
  code?: string;
  message?: string;
}

function storeError(error: unknown): Error {
  const failure = error as AxiosLikeError;
  const response = failure?.response;
  if (!response) return new StoreUnavailableError(failure?.code ?? failure?.message ?? String(error));
  if (response.status >= 500) return new StoreUnavailableError(`HTTP ${response.status}`);
  const code = typeof response.data?.code === 'string' ? response.data.code : 'refused';
  const message = typeof response.data?.message === 'string' ? response.data.message : `HTTP ${response.status}`;
  return new StoreRefusedError(response.status, code, message);
}

/** `timeoutMs`: longer for work the store does at length, such as fetching a product's pictures. */
export function storeClient(settings: WooCommerceSettings, { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {}): StoreClient {
  const api = new WooCommerceRestApi({
    url: settings.url,
    consumerKey: settings.consumerKey,
    consumerSecret: settings.consumerSecret,
    version: 'wc/v3',
    timeout: timeoutMs,
  });
  const call = async <T>(request: () => Promise<{ data: T; headers: Record<string, unknown> }>) => {
    try {
      return await request();
    } catch (error) {
      throw storeError(error);
    }
  };
  return {
    async get<T>(endpoint: string, query: Record<string, string | number | boolean> = {}) {
      const response = await call<T>(() => api.get(endpoint, query));
      const total = Number(response.headers['x-wp-total']);
      return { data: response.data, total: Number.isFinite(total) ? total : null };
    },
    async post<T>(endpoint: string, body: unknown) {
      return (await call<T>(() => api.post(endpoint, body))).data;
    },
    async put<T>(endpoint: string, body: unknown) {
      return (await call<T>(() => api.put(endpoint, body))).data;
    },
  };
}

/**
 * Why the shop cannot work with this store, in a sentence naming what to fix, or null when it can:
 * checked at start. The key must read (a product list) and write: an empty batch write changes
 * nothing, but WooCommerce refuses it to a read-only key.
 */
export async function storeAccessProblem(client: StoreClient, settings: WooCommerceSettings): Promise<string | null> {
  try {
    await client.get('products', { per_page: 1 });
    await client.post('products/batch', {});
    return null;
  } catch (error) {
    if (error instanceof StoreUnavailableError) return `The WooCommerce store at WOOCOMMERCE_URL (${settings.url}) did not answer (${error.detail}).`;
    if (error instanceof StoreRefusedError && (error.status === 401 || error.status === 403)) {
      return `The WooCommerce store at ${settings.url} refused WOOCOMMERCE_CONSUMER_KEY: ${error.storeMessage} The key needs Read/Write permission (WooCommerce > Settings > Advanced > REST API).`;
    }
    if (error instanceof StoreRefusedError && error.status === 404) {
      return `No WooCommerce REST API answers at WOOCOMMERCE_URL (${settings.url}/wp-json/wc/v3): is WooCommerce active there, with pretty permalinks?`;
    }
    throw error;
  }
}
