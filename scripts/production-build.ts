/**
 * What every production start shares (npm start, npm run cluster): the catalogue's artwork rendered
 * where missing, the build made when its fingerprint changed, and the shop's server (server.ts)
 * started with its life tied to its launcher's.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFingerprint, FINGERPRINT_FILE, isBuildCurrent } from './build-fingerprint';
import { ensureArtwork } from './generate-artwork';

const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');

export async function renderMissingArtwork(log: (message: string) => void): Promise<void> {
  const art = await ensureArtwork();
  if (art.written > 0) {
    log(`Rendered ${art.written} catalogue pictures.`);
    // Next's image optimizer keeps resized copies for hours: drop them, so redrawn pictures show at once.
    rmSync(path.join('.next', 'cache', 'images'), { recursive: true, force: true });
  }
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
  return spawn(process.execPath, [...preloads, path.resolve('server.ts'), ...(options.dev ? ['--dev'] : [])], {
    stdio: options.stdio ?? 'inherit',
    env: { ...options.env, PORT: options.port, HOST: options.host, NODE_ENV: options.dev ? 'development' : 'production' },
  });
}
