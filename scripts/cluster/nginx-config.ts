/**
 * The load balancer's nginx configuration: round robin over the instances, and passive failover,
 * so a request an instance cannot answer (refused, timed out, 502/503) is tried on the next one and
 * the failed instance is left out for a few seconds. Everything nginx writes stays in the run
 * folder, so it needs nothing of the system's nginx setup and runs beside it.
 *
 * In front, a one-second micro-cache of the pages the shop marks as shareable (docs/adr/0009): a
 * response whose Cache-Control has `s-maxage` and nothing private is kept for a second, then sent
 * stale for one more while it is fetched again (docs/adr/0040). Absolute speed comes from here, not
 * from the Node process, and a change is on every page within Next's freshness plus three seconds.
 * Carts, checkout, payment, the back office and every API answer are never kept. The build's own
 * files and the resized pictures are kept as long as Next marks them (docs/deploy.md).
 */
import { MAX_PICTURE_UPLOAD_BODY_BYTES } from '@/lib/domain/pictures';
import { PICTURE_UPLOAD_PATH } from '@/lib/http/body-limits';
import { PER_REQUEST_PAGES } from '@/lib/http/security-headers.mjs';
import { NGINX_PID_FILE } from './leftovers';

/** Carries the shop's own Cache-Control from the page stage to the page cache, which sends it on as such. */
const SHOP_CACHE_CONTROL_HEADER = 'X-Shop-Cache-Control';
/** The page stage's socket, in the run folder. */
export const PAGE_STAGE_SOCKET = 'page-stage.sock';
/** The page stage's upstream name, as the page cache's proxy_pass names it. */
export const PAGE_STAGE = 'page_stage';

export interface BalancerSettings {
  listen: { host: string; port: number };
  upstreams: readonly { host: string; port: number }[];
  /** Absolute path of the folder for nginx's pid and temporary files. */
  runDir: string;
  /** nginx started as root drops to "nobody" unless told otherwise, and then cannot write runDir. */
  runAsRoot: boolean;
}

/**
 * How long a shareable page is served from nginx's cache before it is fetched again. nginx counts in
 * whole seconds: a copy is fresh until the end of the second after the one it was fetched in.
 */
export const MICRO_CACHE_SECONDS = 1;
/**
 * How long past that a page is still sent as it was while one request fetches it again: long enough
 * to cover that fetch (milliseconds), short enough that no answer is older than three seconds
 * (docs/adr/0040). nginx takes no less: with 0 it never sends a copy stale.
 */
export const STALE_WHILE_FETCHING_SECONDS = 1;

/**
 * How nginx keeps a shareable page: for MICRO_CACHE_SECONDS whatever the page's own s-maxage (that
 * is for a CDN; here a second, so a sale shows within seconds), then for STALE_WHILE_FETCHING_SECONDS
 * more it is sent as it was while one request fetches it again in the background, so the requests
 * that arrive meanwhile do not wait on an instance. Past both, a page is fetched again before it is
 * sent: nginx's own `proxy_cache_use_stale updating` has no such bound and sent a page as old as its
 * last visit ("In stock" for a product sold out since, issue 39). nginx bounds it only by the answer's
 * `stale-while-revalidate`, so the page stage (below) puts that in the Cache-Control the cache reads
 * and hands the shop's own on beside it; the cache sends the shop's own to the client. A stale copy
 * is also served while no instance answers. The page's Vary names only headers the balancer's key
 * holds, so nginx need not check them again on every hit. bench:pages puts the same cache and stage
 * in front of its file server, to measure what a hit costs nginx itself.
 */
export const PAGE_MICRO_CACHE = [
  'proxy_ignore_headers Expires Vary;',
  'proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;',
  'proxy_cache_background_update on;',
  'proxy_hide_header Cache-Control;',
  `proxy_hide_header ${SHOP_CACHE_CONTROL_HEADER};`,
  `add_header Cache-Control $upstream_http_${SHOP_CACHE_CONTROL_HEADER.toLowerCase().replace(/-/g, '_')} always;`,
];

/**
 * The page stage: a server on a socket in the run folder between the page cache and the origin. It
 * tells the cache how long it may keep an answer (the Cache-Control nginx reads), and passes the
 * origin's own Cache-Control on in SHOP_CACHE_CONTROL_HEADER. Kept only when the origin says a
 * shared cache may keep it, as before only a 200 or a 404; everything else is `no-store` to the
 * cache. `toOrigin` are the directives that pass a request on; the cache passes its own to
 * `http://${PAGE_STAGE}`, an upstream kept alive as the one to the instances is.
 */
export function pageStage(socket: string, toOrigin: readonly string[]): string[] {
  return [
    '  map "$status $upstream_http_cache_control" $micro_cache_control {',
    '    default no-store;',
    '    "~*private|no-store|no-cache" no-store;',
    `    "~*^(?:200|404) .*s-maxage" "s-maxage=${MICRO_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_FETCHING_SECONDS}";`,
    '  }',
    `  upstream ${PAGE_STAGE} {`,
    `    server unix:${socket};`,
    '    keepalive 32;',
    '  }',
    '  server {',
    `    listen unix:${socket};`,
    '    location / {',
    ...toOrigin.map((directive) => `      ${directive}`),
    '      proxy_hide_header Cache-Control;',
    '      add_header Cache-Control $micro_cache_control always;',
    `      add_header ${SHOP_CACHE_CONTROL_HEADER} $upstream_http_cache_control always;`,
    '    }',
    '  }',
  ];
}

/** Failures within FAIL_TIMEOUT that take an instance out of the rotation for FAIL_TIMEOUT. */
const MAX_FAILS = 1;
const FAIL_TIMEOUT = '5s';

/**
 * What every nginx this project starts shares (the balancer, and bench:pages' file server): in the
 * foreground, one worker, everything it writes in `runDir`, errors on stderr. Ends inside `http {`.
 */
export function nginxPreamble({ runDir, runAsRoot, pidFile }: { runDir: string; runAsRoot: boolean; pidFile: string }): string[] {
  return [
    ...(runAsRoot ? ['user root;'] : []),
    // In the foreground, so whoever started it owns its process and sees it die.
    'daemon off;',
    'worker_processes 1;',
    `pid ${runDir}/${pidFile};`,
    // Shown in the starter's own output.
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    // Files stay open between requests: the balancer's cached pages, the file server's pages. A newer
    // copy of a cached page is a new file, which the cache's own index tells apart (its inode), so a
    // change is never served late.
    '  open_file_cache max=1000 inactive=20s;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${runDir}/${kind}_temp;`),
  ];
}

/** Passing a request on over keep-alive (HTTP/1.1 without "Connection: close"). */
export function proxyTo(origin: string): string[] {
  return [`proxy_pass ${origin};`, 'proxy_http_version 1.1;', 'proxy_set_header Connection "";'];
}

/** The same, for the Host the client asked for: the shop's links and checks use it. */
const proxyAsAskedTo = (origin: string) => [...proxyTo(origin), 'proxy_set_header Host $http_host;'];

/** A request from the client: its address appended to X-Forwarded-For, and the scheme it came by. */
const FORWARDED_FROM_THE_CLIENT = ['proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;', 'proxy_set_header X-Forwarded-Proto $scheme;'];

/**
 * How a request reaches the instances: from the client, its address appended to X-Forwarded-For
 * (the shop trusts exactly this one hop: TRUSTED_PROXIES=1); from the page stage, both headers as
 * the balancer's front set them, so the stage is not a hop.
 */
function toTheInstances(upstreamCount: number, from: 'client' | 'front'): string[] {
  return [
    ...proxyAsAskedTo('http://shop'),
    ...(from === 'client'
      ? FORWARDED_FROM_THE_CLIENT
      : ['proxy_set_header X-Forwarded-For $http_x_forwarded_for;', 'proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;']),
    // POSTs are not retried (nginx's default for non-idempotent methods): an order is never sent twice.
    'proxy_next_upstream error timeout http_502 http_503;',
    `proxy_next_upstream_tries ${upstreamCount};`,
    'proxy_connect_timeout 2s;',
  ];
}

/** What the client gets told of the balancer's cache, and which copy it is asked for. */
const CACHED = [
  'proxy_set_header Accept-Encoding $page_encoding;',
  // No cache lock: a page past its second is sent stale while it is fetched again (PAGE_MICRO_CACHE);
  // with the lock, requests for a page being fetched waited in steps of half a second.
  'proxy_cache pages;',
  'add_header X-Cache $upstream_cache_status always;',
];

/** One location block's lines, indented. */
const inLocation = (match: string, directives: readonly string[]) => [`    location ${match} {`, ...directives.map((directive) => `      ${directive}`), '    }'];

export function nginxConfig({ listen, upstreams, runDir, runAsRoot }: BalancerSettings): string {
  const servers = upstreams.map(({ host, port }) => `    server ${host}:${port} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT};`);
  const stageSocket = `${runDir}/${PAGE_STAGE_SOCKET}`;
  return [
    ...nginxPreamble({ runDir, runAsRoot, pidFile: NGINX_PID_FILE }),
    `  proxy_cache_path ${runDir}/page_cache levels=1:2 keys_zone=pages:10m max_size=512m inactive=10m use_temp_path=off;`,
    // Never kept, whatever their headers say: what a per-request page answers depends on the
    // visitor's cookies. An order page for an order the visitor does not hold is one cached 404 copy
    // for everyone (proxy.ts), marked shareable; kept here, it would be served to the order's holder.
    '  map $uri $per_request_page {',
    '    default 0;',
    `    "~^/(?:${PER_REQUEST_PAGES.map((page) => page.slice(1)).join('|')})(?:/|$)" 1;`,
    '  }',
    // Next's optimizer answers WebP to a browser that accepts it and the source's own format to
    // one that does not (images.formats in next.config.mjs): one cached copy of each.
    '  map $http_accept $picture_format {',
    '    default "";',
    '    "~image/webp" webp;',
    '  }',
    // One cached copy per encoding the instances send (brotli, else gzip: lib/http/response-compression.ts),
    // asked for as such; the first pattern that matches wins, as the instances prefer brotli.
    '  map $http_accept_encoding $page_encoding {',
    '    default "";',
    '    "~*(?:^|[,\\s])br(?:$|[,;\\s])" br;',
    '    "~*gzip" gzip;',
    '  }',
    '  upstream shop {',
    ...servers,
    '    keepalive 32;',
    '  }',
    ...pageStage(stageSocket, toTheInstances(upstreams.length, 'front')),
    '  server {',
    `    listen ${listen.host}:${listen.port};`,
    // The build's scripts, stylesheets and fonts: each name holds a hash of its content, and Next
    // marks them immutable for a year, so nginx keeps each one as long as Next says and the
    // instances stop compressing the same files for every first visit. Anything else Next answers
    // here (a 404 for a name from another build) says no-store and is not kept.
    ...inLocation('/_next/static/', [...toTheInstances(upstreams.length, 'client'), ...CACHED, 'proxy_cache_key "$scheme$http_host$request_uri|$page_encoding";']),
    // Resized pictures: kept as long as the optimizer says (its own cache's lifetime), one copy per
    // format above, rather than one per Accept header a browser sends (Vary: Accept).
    ...inLocation('/_next/image', [
      ...toTheInstances(upstreams.length, 'client'),
      ...CACHED,
      'proxy_cache_key "$scheme$http_host$request_uri|$picture_format";',
      'proxy_ignore_headers Vary;',
    ]),
    // Uploaded pictures: their URL holds their digest and the shop marks them immutable for a year,
    // so nginx keeps each as long as that, as it keeps the build's files (docs/adr/0031).
    ...inLocation('/pictures/', [...toTheInstances(upstreams.length, 'client'), ...CACHED, 'proxy_cache_key "$scheme$http_host$request_uri";']),
    // The owner's picture uploads may be as large as a picture and its form; every other body stays
    // under nginx's 1 MB default, and the shop holds each to its own limit (lib/http/body-limits.ts).
    ...inLocation(`~ ${PICTURE_UPLOAD_PATH.source.replace(/\\\//g, '/')}`, [
      `client_max_body_size ${Math.ceil(MAX_PICTURE_UPLOAD_BODY_BYTES / 1024)}k;`,
      ...toTheInstances(upstreams.length, 'client'),
      ...CACHED,
      'proxy_no_cache 1;',
      'proxy_cache_bypass 1;',
    ]),
    // Pages and everything else, through the page stage, which fails over among the instances.
    ...inLocation('/', [
      ...proxyAsAskedTo(`http://${PAGE_STAGE}`),
      ...FORWARDED_FROM_THE_CLIENT,
      ...CACHED,
      // The client router's requests (RSC and its prefetch headers) get other bytes for the same address.
      'proxy_cache_key "$scheme$http_host$request_uri|$page_encoding|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$http_next_router_state_tree|$http_next_url";',
      ...PAGE_MICRO_CACHE,
      // What else is kept is the stage's decision alone: it says no-store for whatever the shop does
      // not let a shared cache keep, and nginx keeps no such answer.
      'proxy_no_cache $per_request_page;',
    ]),
    '  }',
    '}',
    '',
  ].join('\n');
}
