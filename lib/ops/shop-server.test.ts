import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_PICTURE_UPLOAD_BODY_BYTES } from '@/lib/domain/pictures';
import { MAX_JSON_BODY_BYTES, MAX_STORE_WEBHOOK_BYTES } from '@/lib/http/body-limits';
import { createShopServer, INSTANCE_HEADER, type RequestHandler } from './shop-server';

async function listening(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const closed = (server: http.Server) => new Promise((resolve) => server.close(resolve));

async function ask(server: ReturnType<typeof createShopServer>, headers: Record<string, string>) {
  const port = await listening(server);
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return { headers: response.headers, seen: (await response.json()) as Record<string, string> };
  } finally {
    await closed(server);
  }
}

const echo = createShopServer.bind(null, (request, response) => void response.end(JSON.stringify(request.headers)));

/** A handler that reads the whole body and says how many bytes it got, counting its calls. */
function bodyCounter() {
  const calls: string[] = [];
  const handler: RequestHandler = (request, response) => {
    calls.push(request.url ?? '');
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => response.end(JSON.stringify({ bytes })));
  };
  return { calls, handler };
}

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of body the client had written when the answer came. */
  written: number;
}

/**
 * Sends `total` bytes of body in 16 KB chunks, chunked (no Content-Length) unless `declared`, the way
 * a hostile client would: it keeps writing until the server answers or closes.
 */
function send(port: number, path: string, total: number, { method = 'POST', declared = false } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request({ host: '127.0.0.1', port, path, method, headers: declared ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' } }, (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, written }));
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      while (!answered && written < total) {
        const size = Math.min(chunk.length, total - written);
        written += size;
        if (!request.write(chunk.subarray(0, size))) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('the shop server', () => {
  it('hands Next the connection’s own address, overwriting any a client sent, and leaves X-Forwarded-For alone', async () => {
    const { seen } = await ask(echo(), { 'x-highland-peer': '6.6.6.6', 'x-forwarded-for': '6.6.6.6' });
    expect(seen['x-highland-peer']).toBe('127.0.0.1');
    expect(seen['x-forwarded-for']).toBe('6.6.6.6');
  });

  it('names the instance on every response when it has a name, and says nothing otherwise', async () => {
    expect((await ask(echo({ instance: 'web-2' }), {})).headers.get(INSTANCE_HEADER)).toBe('web-2');
    expect((await ask(echo(), {})).headers.get(INSTANCE_HEADER)).toBeNull();
  });
});

describe('request bodies at the shop server', () => {
  const counter = bodyCounter();
  const server = createShopServer(counter.handler);
  let port = 0;
  beforeAll(async () => (port = await listening(server)));
  afterAll(() => closed(server));
  beforeEach(() => (counter.calls.length = 0));

  it('cuts a chunked body off where it crosses the limit: 413 in the API’s error shape, the connection closed, Next never called', async () => {
    const sent = await send(port, '/api/cart', 20 * 1024 * 1024);
    expect(sent.status).toBe(413);
    expect(sent.headers.connection).toBe('close');
    expect(JSON.parse(sent.body)).toEqual({ error: { code: 'body_too_large', message: 'Request bodies may be at most 32 KB.' } });
    expect(sent.written).toBeLessThan(4 * 1024 * 1024);
    expect(counter.calls).toEqual([]);
  });

  it('hands a chunked body within the limit to Next whole', async () => {
    const sent = await send(port, '/api/cart', MAX_JSON_BODY_BYTES);
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ bytes: MAX_JSON_BODY_BYTES });
    expect(counter.calls).toEqual(['/api/cart']);
  });

  it('gives each address its own limit: a store webhook takes a 1 MB delivery, and not a byte more', async () => {
    expect((await send(port, '/api/webhooks/woocommerce', MAX_STORE_WEBHOOK_BYTES)).status).toBe(200);
    expect((await send(port, '/api/webhooks/woocommerce', MAX_STORE_WEBHOOK_BYTES + 1)).status).toBe(413);
  });

  it('lets an owner\'s picture upload carry a 10 MB picture and its form, and not a byte more', async () => {
    expect((await send(port, '/api/admin/products/12/pictures', MAX_PICTURE_UPLOAD_BODY_BYTES)).status).toBe(200);
    expect((await send(port, '/api/admin/stories/burns-night/pictures', MAX_PICTURE_UPLOAD_BODY_BYTES + 1)).status).toBe(413);
    expect((await send(port, '/api/admin/products/12', MAX_JSON_BODY_BYTES + 1)).status).toBe(413);
  });

  it('refuses a declared length over the limit before reading any of it', async () => {
    const sent = await send(port, '/api/contact', 20 * 1024 * 1024, { declared: true });
    expect(sent.status).toBe(413);
    expect(sent.written).toBeLessThan(4 * 1024 * 1024);
    expect(counter.calls).toEqual([]);
  });

  it('holds pages to the same limit, answering in plain text', async () => {
    const sent = await send(port, '/cart', 1024 * 1024);
    expect(sent.status).toBe(413);
    expect(sent.headers['content-type']).toMatch(/^text\/plain/);
    expect(counter.calls).toEqual([]);
  });

  it.each(['/api/cart', '/cart'])('answers TRACE to %s with 405 and the methods it takes, never reaching Next', async (path) => {
    const sent = await send(port, path, 0, { method: 'TRACE' });
    expect(sent.status).toBe(405);
    expect(sent.headers.allow).toContain('GET');
    if (path.startsWith('/api/')) expect(JSON.parse(sent.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
    expect(counter.calls).toEqual([]);
  });
});

describe('a redirect', () => {
  it('carries one Location however often it is set or appended (Next replays a cached one on top of its own)', async () => {
    const server = createShopServer((_request, response) => {
      response.statusCode = 308;
      response.setHeader('Location', '/articles/old');
      response.appendHeader('Location', '/articles/new');
      response.appendHeader('location', '/articles/new');
      response.setHeader('Vary', ['RSC', 'Accept']);
      response.appendHeader('Vary', 'Next-Router-State-Tree');
      response.end();
    });
    const port = await listening(server);
    try {
      const raw = await new Promise<string[]>((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/' }, (response) => resolve(response.rawHeaders.flatMap((name, index) => (index % 2 === 0 ? [`${name.toLowerCase()}: ${response.rawHeaders[index + 1]}`] : [])))).on('error', reject));
      expect(raw.filter((header) => header.startsWith('location:'))).toEqual(['location: /articles/new']);
      // Headers that may repeat still do.
      expect(raw.filter((header) => header.startsWith('vary:'))).toHaveLength(3);
    } finally {
      await closed(server);
    }
  });
});
