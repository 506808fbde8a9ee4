/**
 * What every production start shares (npm start, npm run cluster): the catalogue's artwork rendered
 * where missing, the build made when its fingerprint changed, and the Next server started with the
 * preloads that give it the peer address and tie its life to its launcher's.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
 * `next start` (or `next dev`) as npm start runs it: scripts/peer-address.mjs lets the rate limits
 * see the connection's address, scripts/exit-with-parent.cjs frees the port if the launcher is
 * killed outright.
 */
export function startNextServer(options: { port: string; host: string; env: NodeJS.ProcessEnv; dev?: boolean; stdio?: StdioOptions }): ChildProcess {
  const preloads = ['--require', path.resolve('scripts', 'exit-with-parent.cjs'), '--import', pathToFileURL(path.resolve('scripts', 'peer-address.mjs')).href];
  return spawn(process.execPath, [...preloads, NEXT_BIN, options.dev ? 'dev' : 'start', '--port', options.port, '--hostname', options.host], {
    stdio: options.stdio ?? 'inherit',
    env: options.env,
  });
}
