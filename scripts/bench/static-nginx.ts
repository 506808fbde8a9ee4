/**
 * The floor for pages served through the cluster's nginx: the same nginx binary serving each page's
 * exact bytes (as the shop sent them, compressed) from a file, with the headers the page came with.
 * `bench:pages --url` sets the balancer's micro-cache against it. On its own port, in a folder of its
 * own, stopped by its pid.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnNamed, stopChild } from '../child-process';
import { NGINX } from '../cluster/binaries';
import { nginxPreamble, PAGE_MICRO_CACHE, PAGE_STAGE, PAGE_STAGE_SOCKET, pageStage, proxyTo } from '../cluster/nginx-config';
import { answers, readyOrKilled } from '../cluster/wait-until';

const HOST = '127.0.0.1';

export interface PageBytes {
  body: Buffer;
  encoding: string | undefined;
  contentType: string;
  /** Further response headers to send as they are (the page's own, for a like-for-like floor). */
  headers?: Record<string, string>;
}

/** Headers nginx writes itself for a file, or that belong to one connection or one moment. */
const NOT_COPIED = new Set(['date', 'server', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-type', 'content-encoding', 'last-modified', 'etag', 'accept-ranges']);

/**
 * A page's response exactly as sent (the body not decompressed), with how it was encoded and the
 * rest of its headers: what a file server must also send to answer as the page does.
 */
export function fetchRawPage(url: string, acceptEncoding: string): Promise<PageBytes> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!NOT_COPIED.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
            contentType: response.headers['content-type'] ?? 'text/html',
            headers,
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** One add_header line; nginx reads `$` in a value as a variable, and a quote would end it. */
function addHeader(name: string, value: string): string {
  if (/["$\\]/.test(value) || !/^[a-z0-9-]+$/i.test(name)) throw new Error(`The file server cannot send the header ${name}: ${value}`);
  return `add_header ${name} "${value}";`;
}

/**
 * With `cachedAt`, a second server on that port with the balancer's page cache (PAGE_MICRO_CACHE) and
 * page stage in front of the files: the same responses from nginx's own cache, whatever the origin.
 * A hit there is what nginx itself needs for a cached page (reading the stored headers back, the
 * key, the index).
 */
function cacheInFront(dir: string, port: number, filesPort: number): string[] {
  const stageSocket = path.join(dir, PAGE_STAGE_SOCKET);
  return [
    `  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=files:10m use_temp_path=off;`,
    ...pageStage(stageSocket, proxyTo(`http://${HOST}:${filesPort}`)),
    '  server {',
    `    listen ${HOST}:${port};`,
    '    location / {',
    ...[...proxyTo(`http://${PAGE_STAGE}`), 'proxy_cache files;', ...PAGE_MICRO_CACHE].map((directive) => `      ${directive}`),
    '    }',
    '  }',
  ];
}

/**
 * Serves `pages` (by index: /0, /1, ...) from files, each with its own encoding and type. With
 * `otherPathsFrom`, every other path (the pages' stylesheets, fonts, pictures) is passed to that
 * origin, and with `proxied` the paths under each prefix to its own origin; with `cachedAt`, the
 * files are also served through nginx's cache on that port.
 */
export async function startStaticNginx(
  pages: readonly PageBytes[],
  port: number,
  options: { otherPathsFrom?: string; proxied?: Record<string, string>; cachedAt?: number } = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'highland-static-nginx-'));
  const root = path.join(dir, 'pages');
  mkdirSync(root);
  const locations = pages.map((page, index) => {
    writeFileSync(path.join(root, String(index)), page.body);
    const headers = Object.entries({ ...(page.encoding ? { 'content-encoding': page.encoding } : {}), ...page.headers }).map(([name, value]) => addHeader(name, value));
    return `    location = /${index} { default_type "${page.contentType}"; ${headers.join(' ')} }`;
  });
  const config = [
    ...nginxPreamble({ runDir: dir, runAsRoot: process.getuid?.() === 0, pidFile: 'nginx.pid' }),
    '  server {',
    `    listen ${HOST}:${port};`,
    `    root ${root};`,
    ...locations,
    ...Object.entries(options.proxied ?? {}).map(([prefix, origin]) => `    location ${prefix} { ${proxyTo(origin).join(' ')} }`),
    ...(options.otherPathsFrom ? [`    location / { ${proxyTo(options.otherPathsFrom).join(' ')} }`] : []),
    '  }',
    ...(options.cachedAt ? cacheInFront(dir, options.cachedAt, port) : []),
    '}',
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawnNamed('nginx-static', NGINX.path, ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  const baseUrl = `http://${HOST}:${port}`;
  await readyOrKilled(child, `nginx on ${HOST}:${port}`, () => answers(`${baseUrl}/0`, [200]), 15_000);
  return {
    baseUrl,
    urlOf: (index: number) => `${baseUrl}/${index}`,
    cachedUrlOf(index: number): string {
      if (!options.cachedAt) throw new Error('startStaticNginx was started without cachedAt');
      return `http://${HOST}:${options.cachedAt}/${index}`;
    },
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
