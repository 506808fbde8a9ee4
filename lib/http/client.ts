/**
 * The browser's side of the API calls (docs/product/rules.md#api): credentials always, JSON bodies, and any
 * non-successful response becomes an error whose message is "status: body" (or the status text).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The `error.message` of our JSON error body, when there is one: what a toast should show. */
    readonly serverMessage: string | null,
    /** The `error.code` of our JSON error body (`discount_expired`), when there is one. */
    readonly serverCode: string | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

function serverCodeOf(body: string): string | null {
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

function serverMessageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const error = (parsed as { error?: { message?: unknown } }).error;
      if (typeof error?.message === 'string') return error.message;
    }
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message?: unknown }).message;
      if (typeof message === 'string') return message;
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return null;
}

/**
 * A fresh Idempotency-Key: 128 random bits as hex. From getRandomValues, which every browser has,
 * where randomUUID is missing outside https and localhost.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiRequestError(response.status, `${response.status}: ${text || response.statusText}`, serverMessageOf(text), serverCodeOf(text));
  }
  // 204 and other empty answers carry no JSON to parse.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** SWR's fetcher: the key is the path (docs/product/rules.md#api). */
export const fetchJson = <T,>(path: string): Promise<T> => apiRequest<T>(path);
