/**
 * The load balancer's nginx configuration: round robin over the instances, and passive failover,
 * so a request an instance cannot answer (refused, timed out, 502/503) is tried on the next one and
 * the failed instance is left out for a few seconds. Everything nginx writes stays in the run
 * folder, so it needs nothing of the system's nginx setup and runs beside it.
 */
import { NGINX_PID_FILE } from './leftovers';

export interface BalancerSettings {
  listen: { host: string; port: number };
  upstreams: readonly { host: string; port: number }[];
  /** Absolute path of the folder for nginx's pid and temporary files. */
  runDir: string;
  /** nginx started as root drops to "nobody" unless told otherwise, and then cannot write runDir. */
  runAsRoot: boolean;
}

/** Failures within FAIL_TIMEOUT that take an instance out of the rotation for FAIL_TIMEOUT. */
const MAX_FAILS = 1;
const FAIL_TIMEOUT = '5s';

export function nginxConfig({ listen, upstreams, runDir, runAsRoot }: BalancerSettings): string {
  const servers = upstreams.map(({ host, port }) => `    server ${host}:${port} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${runDir}/${kind}_temp;`);
  return [
    ...(runAsRoot ? ['user root;'] : []),
    // In the foreground, so the cluster owns its process and sees it die.
    'daemon off;',
    'worker_processes 1;',
    `pid ${runDir}/${NGINX_PID_FILE};`,
    // Shown in the cluster's own output, named [nginx].
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...temp,
    '  upstream shop {',
    ...servers,
    '    keepalive 32;',
    '  }',
    '  server {',
    `    listen ${listen.host}:${listen.port};`,
    '    location / {',
    '      proxy_pass http://shop;',
    // Keep-alive to the instances: HTTP/1.1 without "Connection: close".
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    // The client's address is appended; the shop trusts exactly this one hop (TRUSTED_PROXIES=1).
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    // POSTs are not retried (nginx's default for non-idempotent methods): an order is never sent twice.
    '      proxy_next_upstream error timeout http_502 http_503;',
    `      proxy_next_upstream_tries ${upstreams.length};`,
    '      proxy_connect_timeout 2s;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
