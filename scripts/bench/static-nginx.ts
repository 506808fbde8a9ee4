/**
 * The floor for pages served through the cluster's nginx: the same nginx binary serving each page's
 * exact bytes (as the shop sent them, compressed) from a file. `bench:pages --url` sets the
 * balancer's micro-cache against it. On its own port, in a folder of its own, stopped by its pid.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnNamed, stopChild } from '../child-process';
import { NGINX } from '../cluster/binaries';
import { nginxPreamble } from '../cluster/nginx-config';
import { answers, readyOrKilled } from '../cluster/wait-until';

const HOST = '127.0.0.1';

export interface PageBytes {
  body: Buffer;
  encoding: string | undefined;
  contentType: string;
}

/** A page's response body exactly as sent (not decompressed), with how it was encoded. */
export function fetchRawPage(url: string, acceptEncoding: string): Promise<PageBytes> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
            contentType: response.headers['content-type'] ?? 'text/html',
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Serves `pages` (by index: /0, /1, ...) from files, each with its own encoding and type. With
 * `otherPathsFrom`, every other path (the pages' stylesheets, fonts, pictures) is passed to that origin.
 */
export async function startStaticNginx(pages: readonly PageBytes[], port: number, options: { otherPathsFrom?: string } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'highland-static-nginx-'));
  const root = path.join(dir, 'pages');
  mkdirSync(root);
  const locations = pages.map((page, index) => {
    writeFileSync(path.join(root, String(index)), page.body);
    const encoding = page.encoding ? `add_header Content-Encoding ${page.encoding};` : '';
    return `    location = /${index} { default_type "${page.contentType}"; ${encoding} }`;
  });
  const config = [
    ...nginxPreamble({ runDir: dir, runAsRoot: process.getuid?.() === 0, pidFile: 'nginx.pid' }),
    '  server {',
    `    listen ${HOST}:${port};`,
    `    root ${root};`,
    ...locations,
    ...(options.otherPathsFrom ? [`    location / { proxy_pass ${options.otherPathsFrom}; proxy_http_version 1.1; proxy_set_header Connection ""; }`] : []),
    '  }',
    '}',
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawnNamed('nginx-static', NGINX.path, ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  const baseUrl = `http://${HOST}:${port}`;
  await readyOrKilled(child, `nginx on ${HOST}:${port}`, () => answers(`${baseUrl}/0`, [200]), 15_000);
  return {
    urlOf: (index: number) => `${baseUrl}/${index}`,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
