/**
 * `npm run owner -- add` (scripts/owner.ts), run as a shop owner runs it: against DATABASE_URL, and
 * with no shop running, when it starts the embedded database for itself.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { owners } from '@/lib/db/schema';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

const run = promisify(execFile);
const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

async function owner(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(TSX, ['scripts/owner.ts', ...args], { env: { ...process.env, ...env }, timeout: 120_000 });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// Each call starts npm and tsx: a second or two, several on a machine busy with other suites.
jest.setTimeout(60_000);

describe('npm run owner -- add, against DATABASE_URL', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase('owner_cli');
  });
  afterAll(() => scratch.drop());

  it('migrates a database the shop never started, and stores the owner with an argon2id hash', async () => {
    const added = await owner(['add', ' Ailsa@Highland-Home.example '], { DATABASE_URL: scratch.url, OWNER_PASSWORD: 'ben nevis at dawn' });
    expect(added).toEqual({ code: 0, out: 'Added owner ailsa@highland-home.example. Sign in at /admin/login.\n' });
    const [row] = await scratch.db.select().from(owners).where(eq(owners.email, 'ailsa@highland-home.example'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain('ben nevis');
  });

  it('refuses a second add, a weak password and a missing password, changing nothing', async () => {
    const again = await owner(['add', 'ailsa@highland-home.example'], { DATABASE_URL: scratch.url, OWNER_PASSWORD: 'another long password' });
    expect(again).toEqual({ code: 1, out: 'ailsa@highland-home.example is already an owner. Use --replace to set a new password.\n' });
    const weak = await owner(['add', 'rory@highland-home.example'], { DATABASE_URL: scratch.url, OWNER_PASSWORD: 'short' });
    expect(weak).toEqual({ code: 1, out: 'The password must be at least 12 characters long.\n' });
    const env = { ...process.env, DATABASE_URL: scratch.url } as Record<string, string>;
    delete env.OWNER_PASSWORD;
    const noTerminal = await owner(['add', 'rory@highland-home.example'], env);
    expect(noTerminal).toEqual({ code: 1, out: 'No terminal to ask for the password: set OWNER_PASSWORD.\n' });
    expect(await scratch.db.select().from(owners)).toHaveLength(1);
    const usage = await owner(['remove', 'ailsa@highland-home.example'], { DATABASE_URL: scratch.url });
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('Usage: npm run owner -- add EMAIL');
  });

  it('sets a new password with --replace', async () => {
    const [before] = await scratch.db.select().from(owners);
    const replaced = await owner(['add', 'ailsa@highland-home.example', '--replace'], { DATABASE_URL: scratch.url, OWNER_PASSWORD: 'a brand new password' });
    expect(replaced.out).toBe('Set a new password for ailsa@highland-home.example; their sessions were ended.\n');
    const [after] = await scratch.db.select().from(owners);
    expect(after!.passwordHash).not.toBe(before!.passwordHash);
  });
});

describe('npm run owner -- add, with no shop running', () => {
  // Under .data like the shop's own: the embedded server runs as its own user, who cannot enter a private temp folder.
  const dataDir = path.join('.data', `owner-cli-${randomBytes(4).toString('hex')}`);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts the embedded database itself, adds the owner, and stops it again', async () => {
    const env = { DATABASE_URL: '', HIGHLAND_DATA_DIR: dataDir, OWNER_PASSWORD: 'glen affric in autumn' };
    expect(await owner(['add', 'fiona@highland-home.example'], env)).toMatchObject({ code: 0, out: expect.stringContaining('Added owner fiona@highland-home.example.') });
    const listed = await owner(['list'], env);
    expect(listed.out).toMatch(/^fiona@highland-home\.example {2}\(added \d{4}-\d{2}-\d{2}\)\n$/);
  }, 180_000);
});
