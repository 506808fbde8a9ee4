import type { AddressInfo } from 'node:net';
import { createShopServer, INSTANCE_HEADER } from './shop-server';

async function ask(server: ReturnType<typeof createShopServer>, headers: Record<string, string>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return { headers: response.headers, seen: (await response.json()) as Record<string, string> };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const echo = createShopServer.bind(null, (request, response) => void response.end(JSON.stringify(request.headers)));

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
