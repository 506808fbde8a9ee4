import { nginxConfig, nginxPreamble } from './nginx-config';

const settings = {
  listen: { host: '127.0.0.1', port: 8080 },
  upstreams: [
    { host: '127.0.0.1', port: 3001 },
    { host: '127.0.0.1', port: 3002 },
  ],
  runDir: '/tmp/cluster-run',
  runAsRoot: true,
};

describe('the load balancer configuration', () => {
  const config = nginxConfig(settings);
  const front = config.slice(config.indexOf('listen 127.0.0.1:8080;'));
  const stage = config.slice(config.indexOf('listen unix:'), config.indexOf('listen 127.0.0.1:8080;'));
  /** One location block of the balancer's front, from its opening line to its closing brace. */
  const location = (path: string) => {
    const start = front.indexOf(`location ${path} {`);
    return front.slice(start, front.indexOf('\n    }', start));
  };

  it('balances over every instance, taking a failing one out for a few seconds', () => {
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(config).toContain('proxy_next_upstream_tries 2;');
  });

  it('listens on loopback only and reports the client address as the one hop the shop trusts', () => {
    expect(config).toContain('listen 127.0.0.1:8080;');
    for (const path of ['/', '/_next/static/', '/_next/image', '/pictures/']) {
      expect(location(path)).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    }
    // The page stage between the cache and the instances is no hop: it passes on what the front set.
    expect(stage).toContain('proxy_set_header X-Forwarded-For $http_x_forwarded_for;');
    expect(stage).toContain('proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;');
    expect(stage).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('runs in the foreground and writes only into its run folder', () => {
    expect(config).toContain('daemon off;');
    const paths = [...config.matchAll(/(?:(?:pid|_temp_path|proxy_cache_path) |listen unix:)(\S+?)[; ]/g)].map((match) => match[1]);
    expect(paths).toHaveLength(8);
    for (const file of paths) expect(file!.startsWith('/tmp/cluster-run/')).toBe(true);
  });

  it('keeps only what the shop marks shareable, one copy per encoding and router request', () => {
    // Per-request pages never; anything else as the stage's Cache-Control says (no-store for what the
    // shop does not share, tested below), which the page cache must therefore read, not ignore.
    expect(location('/')).toContain('proxy_no_cache $per_request_page;');
    expect(location('/')).toContain('proxy_ignore_headers');
    expect(location('/')).not.toMatch(/proxy_ignore_headers[^;]*Cache-Control/i);
    expect(location('/')).toContain('proxy_cache_key "$scheme$http_host$request_uri|$page_encoding|$http_rsc|');
  });

  it('tells the page cache to keep a shareable 200 or 404 for a second, and to send it stale for one more only while it is fetched again', () => {
    const map = /map "\$status \$upstream_http_cache_control" \$micro_cache_control \{\n\s+default no-store;\n\s+"~\*(.+)" no-store;\n\s+"~\*(.+)" "(.+)";\n\s+\}/.exec(config);
    expect(map).not.toBeNull();
    const [, refused, kept, told] = map!;
    expect(told).toBe('s-maxage=1, stale-while-revalidate=1');
    /** What the page cache is told of an answer with this status and Cache-Control (the first pattern that matches wins). */
    const toldOf = (answer: string) => (new RegExp(refused!, 'i').test(answer) ? 'no-store' : new RegExp(kept!, 'i').test(answer) ? told : 'no-store');
    expect(toldOf('200 s-maxage=300, stale-while-revalidate=31535700')).toBe(told);
    expect(toldOf('404 s-maxage=300, stale-while-revalidate=31535700')).toBe(told);
    for (const answer of ['301 s-maxage=300', '500 s-maxage=300', '200 private, no-store', '200 no-cache, s-maxage=300', '200 public, max-age=31536000, immutable', '200 ']) {
      expect(toldOf(answer)).toBe('no-store');
    }
    // The stage tells the cache, hands the shop's own Cache-Control on beside it, and the cache sends the shop's own.
    expect(stage).toContain('proxy_hide_header Cache-Control;');
    expect(stage).toContain('add_header Cache-Control $micro_cache_control always;');
    expect(stage).toContain('add_header X-Shop-Cache-Control $upstream_http_cache_control always;');
    expect(location('/')).toContain('proxy_pass http://page_stage;');
    expect(location('/')).toContain('proxy_hide_header X-Shop-Cache-Control;');
    expect(location('/')).toContain('add_header Cache-Control $upstream_http_x_shop_cache_control always;');
  });

  it('asks the instances for brotli when the client takes it, else gzip, as they prefer', () => {
    const map = /map \$http_accept_encoding \$page_encoding \{\n\s+default "";\n\s+"~\*(.+)" br;\n\s+"~\*gzip" gzip;\n\s+\}/.exec(config);
    expect(map).not.toBeNull();
    const brotli = new RegExp(map![1]!, 'i');
    for (const header of ['gzip, deflate, br, zstd', 'br', 'br;q=1.0, gzip;q=0.8', 'gzip,br']) expect(brotli.test(header)).toBe(true);
    for (const header of ['gzip, deflate', 'gzip, brotli', 'identity', 'zstd, gzip']) expect(brotli.test(header)).toBe(false);
  });

  it('sends no copy older than its two seconds, and a stale one past them only while no instance answers', () => {
    const pages = location('/');
    expect(pages).toContain('proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;');
    // Unbounded: nginx's own `updating` sends a copy as old as the page's last visit (issue 39).
    expect(config).not.toMatch(/proxy_cache_use_stale[^;]*updating/);
    expect(pages).toContain('proxy_cache_background_update on;');
    expect(config).not.toContain('proxy_cache_lock on');
  });

  it('keys pages on every header their Vary names, so nginx can skip checking Vary on each hit', () => {
    const pages = location('/');
    expect(pages).toContain('proxy_ignore_headers Expires Vary;');
    const key = /proxy_cache_key "(.+)";/.exec(pages)![1]!;
    // What Next sends on every page (e2e/scale-out.spec.ts holds the live pages to this list).
    for (const variable of ['$page_encoding', '$http_rsc', '$http_next_router_state_tree', '$http_next_router_prefetch', '$http_next_router_segment_prefetch']) {
      expect(key.split('|')).toContain(variable);
    }
  });

  it('keeps files open between requests, as bench:pages\' file server does too (the same preamble)', () => {
    expect(config).toContain('open_file_cache max=1000 inactive=20s;');
    expect(nginxPreamble({ runDir: '/tmp/files', runAsRoot: false, pidFile: 'nginx.pid' })).toContain('  open_file_cache max=1000 inactive=20s;');
  });

  it('keeps the build\'s own files as long as Next marks them, one copy per encoding', () => {
    const files = location('/_next/static/');
    expect(files).toContain('proxy_cache pages;');
    expect(files).toContain('proxy_cache_key "$scheme$http_host$request_uri|$page_encoding";');
    // Next's own Cache-Control decides: a year for an immutable file, nothing for a 404's no-store.
    expect(files).not.toContain('proxy_ignore_headers');
    expect(files).not.toContain('proxy_cache_valid');
    expect(files).toContain('proxy_next_upstream_tries 2;');
  });

  it('never keeps a per-request page, even the shareable not-found copy of an order page', () => {
    const rule = /map \$uri \$per_request_page \{\n\s+default 0;\n\s+"(.+)" 1;/.exec(config);
    expect(rule).not.toBeNull();
    const pattern = new RegExp(rule![1]!.slice(1));
    for (const path of ['/cart', '/checkout', '/stripe-checkout', '/order-success', '/track', '/admin', '/admin/orders/12']) expect(pattern.test(path)).toBe(true);
    for (const path of ['/', '/products', '/cartography', '/trackside', '/about', '/views/missing-order/payment']) expect(pattern.test(path)).toBe(false);
  });

  it('keeps each resized picture as long as the optimizer says, one copy per format it can answer', () => {
    const pictures = location('/_next/image');
    expect(pictures).toContain('proxy_cache_key "$scheme$http_host$request_uri|$picture_format";');
    expect(pictures).toContain('proxy_ignore_headers Vary;');
    expect(pictures).not.toContain('proxy_cache_valid');
    expect(config).toMatch(/map \$http_accept \$picture_format \{\n\s+default "";\n\s+"~image\/webp" webp;/);
  });

  it('keeps uploaded pictures as long as the shop says, and lets only picture uploads past 1 MB', () => {
    const stored = location('/pictures/');
    expect(stored).toContain('proxy_cache_key "$scheme$http_host$request_uri";');
    expect(stored).not.toContain('proxy_cache_valid');
    const uploads = location('~ ^/api/admin/(?:products|stories|adventures)/[^/]+/pictures/?$');
    expect(uploads).toContain('client_max_body_size 10304k;');
    expect(uploads).toContain('proxy_no_cache 1;');
    expect(config.match(/client_max_body_size/g)).toHaveLength(1);
  });

  it('asks for root only when started as root', () => {
    expect(config.startsWith('user root;')).toBe(true);
    expect(nginxConfig({ ...settings, runAsRoot: false })).not.toContain('user ');
  });
});
