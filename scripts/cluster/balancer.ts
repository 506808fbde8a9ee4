/** Debian's nginx as the cluster's load balancer, with the configuration of nginx-config.ts. */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnNamed } from '../child-process';
import { NGINX } from './binaries';
import { balancerUrl, BALANCER_PORT, HOST } from './layout';
import { nginxConfig } from './nginx-config';
import { answers, readyOrKilled } from './wait-until';

export async function startBalancer(upstreamPorts: readonly number[], runDir: string): Promise<ChildProcess> {
  const absoluteRunDir = path.resolve(runDir);
  const configFile = path.join(absoluteRunDir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      listen: { host: HOST, port: BALANCER_PORT },
      upstreams: upstreamPorts.map((port) => ({ host: HOST, port })),
      runDir: absoluteRunDir,
      runAsRoot: process.getuid?.() === 0,
    }),
  );
  // -e: errors before the configuration is read go to stderr too, not to the system's log folder.
  const child = spawnNamed('nginx', NGINX.path, ['-e', 'stderr', '-p', absoluteRunDir, '-c', configFile]);
  await readyOrKilled(child, `nginx on ${HOST}:${BALANCER_PORT}`, () => answers(`${balancerUrl}/api/health`, [200, 503]), 15_000);
  return child;
}
