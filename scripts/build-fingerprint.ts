import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { paymentSettings } from '@/lib/settings/payment-settings';

/** What the production build is made from; a change to any of it means `npm start` rebuilds. */
const INPUTS = [
  'app',
  'components',
  'lib',
  'data',
  'public',
  'proxy.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];
const BUILD_TIME_SETTINGS = ['SITE_URL', 'SHOP_CONTACT_EMAIL'];
const SKIP = new Set(['node_modules', '.next', 'migrations']);
const FINGERPRINT_FILE = path.join('.next', 'highland-build-fingerprint');

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (!SKIP.has(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) yield* files(path.join(entry, name));
  }
}

export function buildFingerprint(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      // Generated pictures are many and large; their names are enough to notice new ones.
      if (!file.includes(`${path.sep}generated${path.sep}`)) hash.update(readFileSync(file));
    }
  }
  // NEXT_PUBLIC_* values are compiled into the browser bundle; the others shape pages built ahead of
  // time (canonical links, the contact address) and the headers next.config fixes at build.
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('NEXT_PUBLIC_') || BUILD_TIME_SETTINGS.includes(key)) hash.update(`${key}=${value}`);
  }
  // Only which processor is in use matters to the build (its CSP hosts, the test-shop notice on every
  // page), never the secret itself.
  const payments = paymentSettings(process.env);
  hash.update(`payments=${payments.ok ? payments.mode : 'refused'}`);
  // The back end (COMMERCE_BACKEND, a WooCommerce store) is not part of the build: the page cache
  // never serves what the build prerendered (lib/cache/page-cache-handler.mjs), the product routes
  // prerender nothing, and the store's picture address is read from next.config when the server
  // starts (Next keeps remotePatterns out of production bundles). One build serves either back end.
  return hash.digest('hex');
}

export function isBuildCurrent(fingerprint: string): boolean {
  return (
    existsSync(path.join('.next', 'BUILD_ID')) &&
    existsSync(FINGERPRINT_FILE) &&
    readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint
  );
}

export { FINGERPRINT_FILE };
