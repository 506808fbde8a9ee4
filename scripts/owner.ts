/**
 * `npm run owner -- add EMAIL [--replace]` and `npm run owner -- list`: shop owner accounts, from the
 * command line (docs/adr/0021). The password comes from OWNER_PASSWORD, or is asked for without
 * echoing it. Works whether or not the shop is running: against DATABASE_URL when set, else the
 * running shop's embedded database, else an embedded database started for the command and stopped.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { read } from 'read';
import { addOwner, listOwners } from '@/lib/admin/owners';
import { prepareDatabase } from '@/lib/db/prepare';
import * as schema from '@/lib/db/schema';
import { ShopError } from '@/lib/errors';
import { withShopDatabaseUrl } from './shop-database';

const USAGE = 'Usage: npm run owner -- add EMAIL [--replace]   (password from OWNER_PASSWORD, or asked for)\n       npm run owner -- list';

async function askPassword(): Promise<string> {
  if (process.env.OWNER_PASSWORD !== undefined) return process.env.OWNER_PASSWORD;
  if (!process.stdin.isTTY) throw new ShopError('invalid', 'no_password', 'No terminal to ask for the password: set OWNER_PASSWORD.');
  const password = await read({ prompt: 'Password: ', silent: true, replace: '*' });
  const again = await read({ prompt: 'Password again: ', silent: true, replace: '*' });
  if (password !== again) throw new ShopError('invalid', 'password_mismatch', 'The two passwords differ: nothing was changed.');
  return password;
}

/** The shop's database, brought up to its current tables first (it may never have been started). */
function withDatabase<T>(work: (db: Parameters<typeof listOwners>[0]) => Promise<T>): Promise<T> {
  return withShopDatabaseUrl(async (url) => {
    await prepareDatabase(url, { seed: false });
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      return await work(drizzle(pool, { schema }));
    } finally {
      await pool.end();
    }
  });
}

async function main(args: string[]): Promise<void> {
  const [command, email, ...flags] = args;
  if (command === 'add' && email && flags.every((flag) => flag === '--replace')) {
    const password = await askPassword();
    const { owner, created } = await withDatabase((db) => addOwner(db, email, password, { replace: flags.includes('--replace') }));
    console.log(created ? `Added owner ${owner.email}. Sign in at /admin/login.` : `Set a new password for ${owner.email}; their sessions were ended.`);
    return;
  }
  if (command === 'list' && !email) {
    const all = await withDatabase(listOwners);
    console.log(all.length ? all.map((owner) => `${owner.email}  (added ${owner.createdAt.toISOString().slice(0, 10)})`).join('\n') : 'No owners yet.');
    return;
  }
  throw new ShopError('invalid', 'usage', USAGE);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ShopError ? error.message : `Could not change the owners: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
