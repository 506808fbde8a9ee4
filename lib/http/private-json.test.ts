import { privateJson } from './route';

describe('privateJson', () => {
  it('keeps a shopper’s answer out of every cache, and a small one from being compressed', async () => {
    const small = privateJson({ id: 1042, status: 'processing' }, { status: 201 });
    expect(small.status).toBe(201);
    expect(small.headers.get('content-type')).toBe('application/json');
    expect(small.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(await small.json()).toEqual({ id: 1042, status: 'processing' });
  });

  it('lets an answer of 1 kB or more be compressed', () => {
    const large = privateJson({ lines: Array.from({ length: 50 }, (_, index) => ({ name: `Line ${index}`, quantity: 1 })) });
    expect(large.headers.get('cache-control')).toBe('private, no-store');
  });
});
