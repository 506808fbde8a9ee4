import { DecodedPages } from './decoded-pages.mjs';

describe('DecodedPages', () => {
  it('decodes a page once while its bytes stay the same, from the same buffer or an equal one', () => {
    const pages = new DecodedPages();
    const bytes = Buffer.from('<p>Glencoe’s “wee” glen — £5</p>');
    const decode = jest.spyOn(bytes, 'toString');
    const first = pages.text('/articles/glencoe', bytes);
    expect(first).toBe('<p>Glencoe’s “wee” glen — £5</p>');
    expect(pages.text('/articles/glencoe', bytes)).toBe(first);
    expect(pages.text('/articles/glencoe', Buffer.from(bytes))).toBe(first);
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('decodes the new bytes of a page rendered again', () => {
    const pages = new DecodedPages();
    expect(pages.text('/products/oak-board', Buffer.from('<p>In stock</p>'))).toBe('<p>In stock</p>');
    expect(pages.text('/products/oak-board', Buffer.from('<p>Sold out</p>'))).toBe('<p>Sold out</p>');
  });

  it('forgets a page stored again', () => {
    const pages = new DecodedPages();
    const bytes = Buffer.from('<p>page</p>');
    pages.text('/about', bytes);
    pages.forget('/about');
    const decode = jest.spyOn(bytes, 'toString');
    expect(pages.text('/about', bytes)).toBe('<p>page</p>');
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('keeps within its bytes, a string at two a character, the least recently read page going first', () => {
    // 10 bytes and 10 characters each: 30 with the string; room for eight.
    const pages = new DecodedPages(240);
    const page = (letter: string) => Buffer.from(letter.repeat(10));
    for (const key of 'abcdefgh') pages.text(`/${key}`, page(key));
    pages.text('/a', page('a'));
    pages.text('/i', page('i'));
    expect([...pages.entries.keys()].sort()).toEqual(['/a', '/c', '/d', '/e', '/f', '/g', '/h', '/i']);
  });

  it('never keeps a page over an eighth of its room, which would push out the rest', () => {
    const pages = new DecodedPages(800);
    pages.text('/small', Buffer.from('s'.repeat(10)));
    expect(pages.text('/large', Buffer.from('l'.repeat(40)))).toBe('l'.repeat(40));
    expect([...pages.entries.keys()]).toEqual(['/small']);
  });
});
