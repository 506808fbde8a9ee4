import {
  altRefusal,
  headerRefusal,
  MAX_PICTURES_PER_ITEM,
  NOT_A_PICTURE_MESSAGE,
  pictureFileOf,
  pictureFormatOf,
  pictureUrl,
  STORED_PICTURE_WIDTH,
  withPictureAdded,
  withPictureRemoved,
  withPicturesArranged,
} from './pictures';

const DIGEST = 'ab12cd34ef56'.padEnd(64, '0');

describe('which files are pictures', () => {
  it('takes JPEG, PNG, WebP and AVIF by what the bytes say, nothing else', () => {
    expect(pictureFormatOf({ format: 'jpeg' })).toBe('jpeg');
    expect(pictureFormatOf({ format: 'png' })).toBe('png');
    expect(pictureFormatOf({ format: 'webp' })).toBe('webp');
    expect(pictureFormatOf({ format: 'heif', compression: 'av1' })).toBe('avif');
    for (const header of [{ format: 'heif', compression: 'hevc' }, { format: 'gif' }, { format: 'svg' }, { format: 'tiff' }, {}]) expect(pictureFormatOf(header)).toBeNull();
  });

  it('refuses a header claiming too many pixels, saying what it claims, before any decode', () => {
    expect(headerRefusal({ format: 'png', width: 30_000, height: 30_000 })).toEqual({ kind: 'too_many_pixels', message: expect.stringContaining('30000×30000 pixels') });
    expect(headerRefusal({ format: 'jpeg', width: 12_001, height: 10 })?.kind).toBe('too_many_pixels');
    expect(headerRefusal({ format: 'jpeg', width: 8000, height: 6000 })?.kind).toBe('too_many_pixels');
    expect(headerRefusal({ format: 'jpeg', width: 6000, height: 4000 })).toBeNull();
    expect(headerRefusal({ format: 'gif', width: 10, height: 10 })).toEqual({ kind: 'not_a_picture', message: NOT_A_PICTURE_MESSAGE });
    expect(headerRefusal({ format: 'png', width: 0, height: 10 })?.kind).toBe('not_a_picture');
  });

  it('stores pictures no wider than the widest copy the pages ask for', () => {
    expect(STORED_PICTURE_WIDTH).toBe(1600);
  });
});

describe('picture addresses', () => {
  it('names the row and the digest, and reads back only what it names', () => {
    const url = pictureUrl(42, DIGEST);
    expect(url).toBe('/pictures/42-ab12cd34ef56.webp');
    expect(pictureFileOf(url.replace('/pictures/', ''))).toEqual({ id: 42, digestPrefix: 'ab12cd34ef56' });
    for (const file of ['42-ab12cd34ef56.png', '0-ab12cd34ef56.webp', '042-ab12cd34ef56.webp', '42-AB12CD34EF56.webp', '42-ab12cd34ef5.webp', '9999999999-ab12cd34ef56.webp', '../42-ab12cd34ef56.webp', '']) {
      expect(pictureFileOf(file)).toBeNull();
    }
  });
});

describe('alt text', () => {
  it('is required, and kept to a sentence or two', () => {
    expect(altRefusal('  ')).toMatch(/^alt: .*required/);
    expect(altRefusal('x'.repeat(301))).toMatch(/^alt: at most 300/);
    expect(altRefusal('A stag on a key ring')).toBeNull();
  });
});

describe('changing a list of pictures', () => {
  const a = { url: '/pictures/1-aaaaaaaaaaaa.webp', alt: 'First' };
  const b = { url: '/pictures/2-bbbbbbbbbbbb.webp', alt: 'Second' };
  const c = { url: '/images/products/seed.jpg', alt: 'Seed picture' };

  it('adds last, once each, up to a bound', () => {
    expect(withPictureAdded([a], b)).toEqual([a, b]);
    expect(withPictureAdded([a, b], { ...a, alt: 'Again' })).toMatchObject({ kind: 'conflict' });
    expect(withPictureAdded(Array.from({ length: MAX_PICTURES_PER_ITEM }, (_, index) => ({ url: `/u/${index}`, alt: 'x' })), a)).toMatchObject({ kind: 'invalid' });
  });

  it('removes by place, refusing a place that holds none', () => {
    expect(withPictureRemoved([a, b, c], 0)).toEqual([b, c]);
    expect(withPictureRemoved([a, b, c], 3)).toMatch(/no picture 3/);
    expect(withPictureRemoved([a], -1)).toMatch(/no picture/);
  });

  it('reorders and describes the same pictures, and nothing else', () => {
    expect(withPicturesArranged([a, b, c], [{ ...c, alt: '  A new description ' }, a, b])).toEqual([{ ...c, alt: 'A new description' }, a, b]);
    expect(withPicturesArranged([a, b, c], [a, b])).toMatch(/every one of the 3/);
    expect(withPicturesArranged([a, b], [a, a])).toMatch(/listed once/);
    expect(withPicturesArranged([a, b], [a, { url: '/pictures/9-999999999999.webp', alt: 'x' }])).toMatch(/not one of this item's pictures/);
    expect(withPicturesArranged([a, b], [a, { ...b, alt: '' }])).toMatch(/^pictures\.1\.alt:/);
  });
});
