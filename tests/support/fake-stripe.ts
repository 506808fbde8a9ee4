/**
 * A local stand-in for the slice of Stripe's HTTP API the payments adapter uses, so its tests run
 * the real SDK (encoding, auth, idempotency, error classes) without the network. It answers the
 * way Stripe documents: form-encoded bodies in, Stripe-shaped JSON and error objects out.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentIntentStatus } from '@/lib/payments/types';

type FormValue = string | FormObject;
interface FormObject {
  [key: string]: FormValue;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The key from `Authorization: Bearer <key>`; null when the request had no Bearer credentials. */
  bearerKey: string | null;
  body: FormObject;
}

export interface FakeStripe {
  host: '127.0.0.1';
  port: number;
  protocol: 'http';
  requests: RecordedRequest[];
  /** Moves an intent on as a shopper's card (or Stripe) would, e.g. to `succeeded`. */
  setStatus(id: string, status: PaymentIntentStatus): void;
  stop(): Promise<void>;
}

interface StoredIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: null;
  livemode: false;
  metadata: Record<string, string>;
  status: PaymentIntentStatus;
}

interface Reply {
  status: number;
  body: unknown;
}

/** Stripe replays the first response to a key, as it was then, rather than the object as it is now. */
interface IdempotentEntry {
  fingerprint: string;
  reply: Reply;
}

const CANCELABLE: ReadonlySet<PaymentIntentStatus> = new Set<PaymentIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
  'processing',
]);

function token(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { error: { type, message, ...extra } } };
}

/** `metadata[order_id]=7` becomes `{ metadata: { order_id: '7' } }`, as Stripe reads the SDK's encoding. */
function parseStripeForm(raw: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const [head = name, ...rest] = name.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    setPath(root, path, value);
  }
  return root;
}

function setPath(target: FormObject, path: string[], value: string): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  const existing = target[key];
  const child: FormObject = typeof existing === 'object' ? existing : {};
  target[key] = child;
  setPath(child, rest, value);
}

/** Order-independent, so a retry whose encoder ordered fields differently is still "the same parameters". */
function fingerprint(method: string, path: string, raw: string): string {
  const pairs = [...new URLSearchParams(raw)].map(([name, value]) => `${name}=${value}`).sort();
  return `${method} ${path}?${pairs.join('&')}`;
}

function bearerKeyOf(request: IncomingMessage): string | null {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Stripe shows only the tail of a rejected key, so the fake never echoes a whole one either. */
function redactKey(key: string): string {
  return `${key.slice(0, key.indexOf('_', 3) + 1)}${'*'.repeat(8)}${key.slice(-4)}`;
}

function authenticationFailure(key: string | null): Reply | null {
  if (key === null) {
    return stripeError(401, 'invalid_request_error', "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').");
  }
  if (!key.startsWith('sk_test_')) {
    return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${redactKey(key)}`, { code: 'api_key_invalid' });
  }
  return null;
}

function missingIntent(id: string): Reply {
  return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, { code: 'resource_missing', param: 'intent' });
}

function unrecognizedUrl(method: string, path: string): Reply {
  return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
}

function stringRecord(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function createIntentFrom(body: FormObject): StoredIntent | Reply {
  const amount = Number(body.amount);
  if (typeof body.amount !== 'string' || !Number.isSafeInteger(amount) || amount < 1) {
    return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
  }
  if (typeof body.currency !== 'string' || body.currency === '') {
    return stripeError(400, 'invalid_request_error', 'Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
  }
  const automatic = body.automatic_payment_methods;
  const id = `pi_${token(12)}`;
  return {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    automatic_payment_methods: typeof automatic === 'object' ? { enabled: automatic.enabled === 'true' } : null,
    canceled_at: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${token(12)}`,
    created: nowSeconds(),
    currency: body.currency.toLowerCase(),
    description: typeof body.description === 'string' ? body.description : null,
    last_payment_error: null,
    livemode: false,
    metadata: stringRecord(body.metadata),
    status: 'requires_payment_method',
  };
}

function cancelRefusal(intent: StoredIntent): Reply {
  const allowed = [...CANCELABLE].join(', ');
  return stripeError(
    400,
    'invalid_request_error',
    `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${allowed}.`,
    { code: 'payment_intent_unexpected_state', payment_intent: { ...intent } },
  );
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, reply: Reply, headers: Record<string, string> = {}): void {
  response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${token(8)}`, ...headers });
  response.end(JSON.stringify(reply.body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, StoredIntent>();
  const idempotent = new Map<string, IdempotentEntry>();
  const requests: RecordedRequest[] = [];

  function createIntent(body: FormObject): Reply {
    const created = createIntentFrom(body);
    if (!('id' in created)) return created;
    intents.set(created.id, created);
    return { status: 200, body: { ...created } };
  }

  function retrieveIntent(id: string): Reply {
    const intent = intents.get(id);
    return intent ? { status: 200, body: { ...intent } } : missingIntent(id);
  }

  function cancelIntent(id: string): Reply {
    const intent = intents.get(id);
    if (!intent) return missingIntent(id);
    if (!CANCELABLE.has(intent.status)) return cancelRefusal(intent);
    Object.assign(intent, { status: 'canceled', canceled_at: nowSeconds(), cancellation_reason: 'requested_by_customer' });
    return { status: 200, body: { ...intent } };
  }

  const refunded = new Map<string, number>();

  /** Stripe refunds the intent's charge, never more than is left of it. */
  function createRefund(body: FormObject): Reply {
    const intentId = typeof body.payment_intent === 'string' ? body.payment_intent : '';
    const intent = intents.get(intentId);
    if (!intent) return missingIntent(intentId);
    if (intent.status !== 'succeeded') {
      return stripeError(400, 'invalid_request_error', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
    }
    const left = intent.amount_received - (refunded.get(intent.id) ?? 0);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount < 1) return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    if (amount > left) {
      return stripeError(400, 'invalid_request_error', `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`, { param: 'amount' });
    }
    refunded.set(intent.id, (refunded.get(intent.id) ?? 0) + amount);
    return { status: 200, body: { id: `re_${token(12)}`, object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', created: nowSeconds() } };
  }

  function route(method: string, path: string, body: FormObject): Reply {
    const [version, resource, id, action, ...extra] = path.split('/').slice(1);
    if (version === 'v1' && resource === 'refunds' && id === undefined && method === 'POST') return createRefund(body);
    if (version !== 'v1' || resource !== 'payment_intents' || id === '' || extra.length > 0) return unrecognizedUrl(method, path);
    if (method === 'POST' && id === undefined) return createIntent(body);
    if (method === 'GET' && id !== undefined && action === undefined) return retrieveIntent(id);
    if (method === 'POST' && id !== undefined && action === 'cancel') return cancelIntent(id);
    return unrecognizedUrl(method, path);
  }

  /** Only POSTs are keyed, as in Stripe; a reused key with other parameters is refused, never re-run. */
  function replayOrRun(method: string, path: string, raw: string, key: string | null, run: () => Reply): { reply: Reply; replayed: boolean } {
    if (method !== 'POST' || key === null) return { reply: run(), replayed: false };
    const print = fingerprint(method, path, raw);
    const earlier = idempotent.get(key);
    if (earlier && earlier.fingerprint !== print) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return { reply: stripeError(400, 'idempotency_error', message), replayed: false };
    }
    if (earlier) return { reply: earlier.reply, replayed: true };
    const reply = run();
    // Only successes are kept: Stripe keeps nothing for a request refused before it ran, so a corrected retry may reuse the key.
    if (reply.status < 400) idempotent.set(key, { fingerprint: print, reply });
    return { reply, replayed: false };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const raw = await readBody(request);
    const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const bearerKey = bearerKeyOf(request);
    const body = parseStripeForm(raw);
    requests.push({ method, path, idempotencyKey, bearerKey, body });

    const refusal = authenticationFailure(bearerKey);
    if (refusal) return send(response, refusal);
    const { reply, replayed } = replayOrRun(method, path, raw, idempotencyKey, () => route(method, path, body));
    const headers: Record<string, string> = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {};
    if (replayed) headers['idempotent-replayed'] = 'true';
    send(response, reply, headers);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, stripeError(500, 'api_error', `The fake Stripe failed: ${String(error)}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    requests,
    setStatus(id, status) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The fake Stripe has no payment intent ${id}.`);
      intent.status = status;
      if (status === 'succeeded') intent.amount_received = intent.amount;
    },
    stop() {
      // The SDK keeps connections alive; without closing them, close() would wait for them to idle out.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
