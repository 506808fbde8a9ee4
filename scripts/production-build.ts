/**
 * What every production start shares (npm start, npm run cluster): the shop prepared in a process
 * that exits (database, artwork, the build made when its fingerprint changed: scripts/prepare-shop.ts),
 * and the shop's server (server.ts) started with its life tied to its launcher's.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SERVER_HEAP_MB, parseServerHeapMb } from '@/lib/settings/instance-settings';
import { buildFingerprint, FINGERPRINT_FILE, isBuildCurrent } from './build-fingerprint';

const YOUNG_HALF_MB = 8;
const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Runs scripts/prepare-shop.ts (migrate, seed, artwork, build) in a child process and waits for it:
 * true when the shop can start. Its output is the launcher's.
 */
export function prepareShop(env: NodeJS.ProcessEnv, options: { dev?: boolean; logPrefix: string }): boolean {
  const args = ['--import', 'tsx', path.resolve('scripts', 'prepare-shop.ts'), '--log-prefix', options.logPrefix, ...(options.dev ? ['--dev'] : [])];
  return spawnSync(process.execPath, args, { stdio: 'inherit', env }).status === 0;
}

/** Builds the shop unless the build in .next was made from the same sources and settings. False when the build failed. */
export function ensureProductionBuild(env: NodeJS.ProcessEnv, log: (message: string) => void): boolean {
  const fingerprint = buildFingerprint();
  if (isBuildCurrent(fingerprint)) {
    log('The production build is up to date.');
    return true;
  }
  log('Building the shop (first start or changed sources)...');
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) {
    log('The build failed; see the messages above.');
    return false;
  }
  writeFileSync(FINGERPRINT_FILE, fingerprint);
  return true;
}

/**
 * The shop's own server (server.ts: Next's custom server, which gives the rate limits the
 * connection's address), as npm start runs it; scripts/exit-with-parent.cjs frees the port if the
 * launcher is killed outright. tsx's CommonJS hook, not `--import tsx`: see server.ts.
 */
export function startNextServer(options: { port: string; host: string; env: NodeJS.ProcessEnv; dev?: boolean; stdio?: StdioOptions }): ChildProcess {
  const preloads = ['--require', path.resolve('scripts', 'exit-with-parent.cjs'), '--require', 'tsx/cjs'];
  const heap = options.dev ? [] : serverHeapFlags(options.env);
  return spawn(process.execPath, [...heap, ...preloads, path.resolve('server.ts'), ...(options.dev ? ['--dev'] : [])], {
    stdio: options.stdio ?? 'inherit',
    // glibc gives each thread that allocates an arena of its own (up to 8 per core), which Node's
    // worker threads (gzip, DNS, file reads) fill and keep; two hold the server's allocations (docs/adr/0036).
    env: { MALLOC_ARENA_MAX: '2', ...options.env, PORT: options.port, HOST: options.host, NODE_ENV: options.dev ? 'development' : 'production' },
  });
}

/**
 * The server's heap flags: its JavaScript heap bounded (SERVER_HEAP_MB, 320 MB by default), and the
 * young generation's halves at 8 MB (docs/adr/0036). Flags an operator gives in NODE_OPTIONS win. A
 * malformed SERVER_HEAP_MB stops the start (instanceSettingsProblem, in npm start's launcher and in
 * each server as it starts), so the default here only stands in until that refusal.
 */
export function serverHeapFlags(env: NodeJS.ProcessEnv): string[] {
  const operator = env.NODE_OPTIONS ?? '';
  const heap = parseServerHeapMb(env.SERVER_HEAP_MB);
  return [
    ...(operator.includes('--max-old-space-size') ? [] : [`--max-old-space-size=${heap.ok ? heap.value : DEFAULT_SERVER_HEAP_MB}`]),
    // Each of the young generation's two halves: V8's 16 MB default kept 32 MB resident for
    // garbage a request lives through; 8 MB halves that for a few more quick collections.
    ...(operator.includes('--max-semi-space-size') ? [] : [`--max-semi-space-size=${YOUNG_HALF_MB}`]),
  ];
}
