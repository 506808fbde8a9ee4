import { isReplayableRequest } from './replayable-request';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('isReplayableRequest', () => {
  it('accepts a plain GET of a page, with or without a query or cookies', () => {
    expect(isReplayableRequest(get('/products/oak-board'))).toBe(true);
    expect(isReplayableRequest(get('/products?category=aprons&utm_source=x', { cookie: 'hh_cart=abc', 'accept-encoding': 'gzip' }))).toBe(true);
  });

  it.each([
    ['a POST', { method: 'POST', url: '/products', headers: {} }],
    ['a HEAD', { method: 'HEAD', url: '/products', headers: {} }],
    ["the client router's payload request", get('/products', { rsc: '1' })],
    ['a prefetch', get('/products', { 'next-router-prefetch': '1' })],
    ['a segment prefetch', get('/products', { 'next-router-segment-prefetch': '/_tree' })],
    ['a request carrying router state', get('/products', { 'next-router-state-tree': '%5B%5D' })],
    ['a server action', get('/products', { 'next-action': 'abc' })],
    ['an _rsc cache-buster', get('/products?_rsc=1x2y')],
    ['draft mode', get('/products', { cookie: 'a=1; __prerender_bypass=xyz' })],
    ['on-demand revalidation', get('/products', { 'x-prerender-revalidate': 'secret' })],
    ['a range', get('/products', { range: 'bytes=0-10' })],
    ['an absolute-form target', get('http://evil.example/products')],
  ])('leaves %s to Next', (_, request) => {
    expect(isReplayableRequest(request)).toBe(false);
  });
});
