import { shareLinkOf } from './share-link';

describe('shareLinkOf', () => {
  it('takes the code, normalised, and leaves every other parameter in place', () => {
    const link = shareLinkOf(new URL('https://shop.test/stories/winter?utm_source=newsletter&code=%20story10%20&utm_medium=email&page=2'));
    expect(link?.code).toBe('STORY10');
    expect(link?.target.href).toBe('https://shop.test/stories/winter?utm_source=newsletter&utm_medium=email&page=2');
  });

  it('goes to the bare address when the code was its only parameter', () => {
    expect(shareLinkOf(new URL('https://shop.test/?code=STORY10'))?.target.href).toBe('https://shop.test/');
  });

  it('drops a value that is no code’s shape, but still cleans the address', () => {
    const link = shareLinkOf(new URL('https://shop.test/products?code=%3Cscript%3E'));
    expect(link).toEqual({ code: null, target: new URL('https://shop.test/products') });
  });

  it('is null for an address without a code', () => {
    expect(shareLinkOf(new URL('https://shop.test/products?utm_source=x'))).toBeNull();
  });
});
