/**
 * The yardstick for first-load JavaScript: an empty Next.js page, built with this project's own Next,
 * React and settings that matter to the bundle (App Router, Turbopack), in a temporary folder, and
 * served on 127.0.0.1 until `stop()` is called. The folder sits inside the project (under the
 * git-ignored .data) because Turbopack resolves packages only inside its workspace root.
 *
 * Given pages' HTML, the same app also serves each one's bytes from a static route handler
 * (`/same-bytes/<n>`, prerendered at build): Next's own floor for a page of that size, which the
 * empty page, a few hundred bytes, is not.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'empty-next-page', private: true }),
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.js': "export default function Layout({ children }) { return <html lang=\"en\"><body>{children}</body></html>; }\n",
  'app/page.js': 'export default function Page() { return <p>Empty</p>; }\n',
  // Its own, empty: without one, Next takes the shop's instrumentation.ts from the workspace root,
  // which refuses to start outside the shop's folder.
  'instrumentation.js': 'export function register() {}\n',
};

/** A route handler Next prerenders at build and serves from its cache: the page's bytes, as HTML. */
function sameBytesRoute(html: string): string {
  return `export const dynamic = 'force-static';\nconst body = ${JSON.stringify(html)};\nexport function GET() { return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }); }\n`;
}

/**
 * `files` adds to the empty app (path under its folder → source or bytes), for a floor that needs routes of
 * its own (bench:checkout's bare checkout, ./checkout-floor.ts).
 */
export async function startEmptyNextPage(
  port: number,
  sameBytes: readonly string[] = [],
  files: Readonly<Record<string, string | Buffer>> = {},
): Promise<{ baseUrl: string; pid: number | undefined; stop: () => void }> {
  mkdirSync('.data', { recursive: true });
  const folder = path.resolve(mkdtempSync(path.join('.data', 'empty-next-')));
  mkdirSync(path.join(folder, 'app'));
  for (const [name, text] of Object.entries({ ...FILES, ...files })) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  for (const [index, html] of sameBytes.entries()) {
    mkdirSync(path.join(folder, 'app', 'same-bytes', String(index)), { recursive: true });
    writeFileSync(path.join(folder, 'app', 'same-bytes', String(index), 'route.js'), sameBytesRoute(html));
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: folder, env, encoding: 'utf8' });
  if (build.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`The empty Next page did not build:\n${build.stdout}\n${build.stderr}`);
  }
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], { cwd: folder, env, stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(baseUrl)).ok) return { baseUrl, pid: server.pid, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('The empty Next page did not start.');
}
