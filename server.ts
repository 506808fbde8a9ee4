/**
 * The shop's web server (lib/ops/shop-server.ts around Next), as npm start and npm run cluster run
 * it: `node --require tsx/cjs server.ts [--dev]`, with PORT and HOST (tsx's CommonJS hook only: its ESM
 * hook would put every import() Next makes while serving, the cache handler's on each request among
 * them, through a round trip to tsx's loader thread, docs/adr/0009). `next start` still serves the shop,
 * but cannot tell its clients apart, so they share one rate limit.
 */
import { hostname as machineName } from 'node:os';
import next from 'next';
import { shownInstanceName } from '@/lib/settings/instance-name';
import { PEER_HEADER } from '@/lib/http/peer-header.mjs';
import { createShopServer } from '@/lib/ops/shop-server';

const dev = process.argv.includes('--dev');
// tsx's hook turns on Node's source maps for the whole process, and Node then reads and keeps the
// source map of every module loaded after it: with Next's production bundles, each with its map, that
// was 164 MB of a fresh server's 430 MB (docs/adr/0036). The shop's own TypeScript is loaded above,
// with its maps; Next's bundles are then loaded as `next start` loads them, without. Development
// keeps them, for stack traces that point at the sources.
if (!dev) process.setSourceMapsEnabled(false);

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';

// Read by the start-up check (lib/ops/start-instance.ts): requests here carry the real peer address.
process.env.HIGHLAND_PEER_HEADER = PEER_HEADER;

const app = next({ dev, hostname, port, turbopack: true });
const handle = app.getRequestHandler();

app
  .prepare()
  .then(() => {
    const server = createShopServer(handle, { instance: shownInstanceName(process.env, machineName()) });
    server.listen(port, hostname, () => console.log(`[highland-home] Serving on http://${hostname}:${port}${dev ? ' (development)' : ''}`));
    const stop = () => server.close(() => void app.close().finally(() => process.exit(0)));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((error: unknown) => {
    console.error(`[highland-home] The web server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
