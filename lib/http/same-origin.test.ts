import { declaredBodyTooLarge, isSameOrigin } from './same-origin';

const url = new URL('http://127.0.0.1:3000/api/cart');

describe('isSameOrigin', () => {
  it('accepts the shop’s own origin', () => {
    expect(isSameOrigin(new Headers({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), url)).toBe(true);
  });

  it('refuses another site', () => {
    expect(isSameOrigin(new Headers({ origin: 'https://evil.example', host: '127.0.0.1:3000' }), url)).toBe(false);
    expect(isSameOrigin(new Headers({ origin: 'null', host: '127.0.0.1:3000' }), url)).toBe(false);
  });

  it('falls back to Referer, then to Sec-Fetch-Site', () => {
    expect(isSameOrigin(new Headers({ referer: 'http://127.0.0.1:3000/products', host: '127.0.0.1:3000' }), url)).toBe(true);
    expect(isSameOrigin(new Headers({ 'sec-fetch-site': 'cross-site' }), url)).toBe(false);
    expect(isSameOrigin(new Headers(), url)).toBe(true);
  });
});

describe('declaredBodyTooLarge', () => {
  it('refuses bodies declared over the limit', () => {
    expect(declaredBodyTooLarge(new Headers({ 'content-length': '40000' }))).toBe(true);
    expect(declaredBodyTooLarge(new Headers({ 'content-length': '200' }))).toBe(false);
    expect(declaredBodyTooLarge(new Headers())).toBe(false);
  });
});
