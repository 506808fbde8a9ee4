import { expect, test } from '@playwright/test';

test.describe('the shop on a fresh start', () => {
  test('the catalogue API answers as documented', async ({ request }) => {
    const all = await request.get('/api/products?per_page=100');
    expect(all.status()).toBe(200);
    expect((await all.json()).length).toBeGreaterThanOrEqual(44);

    const typo = await (await request.get('/api/products?search=tarten')).json();
    expect(typo.length).toBeGreaterThan(0);

    const bad = await request.get('/api/products?per_page=1000');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.message).toContain('per_page');

    const missing = await request.get('/api/products/no-such-product');
    expect(missing.status()).toBe(404);
  });

  test('every response carries the security headers and a favicon is served', async ({ request }) => {
    const response = await request.get('/');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect((await request.get('/icon.svg')).status()).toBe(200);
  });

  test('a method an API address does not take is answered 405 in JSON, with what it takes', async ({ request, baseURL }) => {
    const origin = { origin: new URL(baseURL!).origin };
    const write = await request.post('/api/products', { headers: origin, data: {} });
    expect(write.status()).toBe(405);
    expect(write.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    expect((await write.json()).error.code).toBe('method_not_allowed');

    const read = await request.get('/api/create-order');
    expect(read.status()).toBe(405);
    expect(read.headers()['allow']).toBe('POST, OPTIONS');
    expect((await read.json()).error.message).toContain('/api/create-order');

    const options = await request.fetch('/api/cart', { method: 'OPTIONS' });
    expect(options.status()).toBe(204);
    expect(options.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS');
  });

  test('a cross-site POST to the API is refused', async ({ request }) => {
    for (const path of ['/api/cart', '/api/contact', '/api/admin/products']) {
      const response = await request.post(path, { headers: { origin: 'https://elsewhere.example' }, data: {} });
      expect(response.status()).toBe(403);
      expect((await response.json()).error.code).toBe('cross_origin');
    }
  });
});
