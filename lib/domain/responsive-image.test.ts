import { candidateWidths, capToSource, IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES, responsiveSource } from './responsive-image';

// next/image's own answer, with the shop's configuration (what next.config.mjs gives it).
process.env.__NEXT_IMAGE_OPTS = JSON.stringify({
  deviceSizes: [...IMAGE_DEVICE_SIZES],
  imageSizes: [...IMAGE_SIZES],
  qualities: [...IMAGE_QUALITIES],
  path: '/_next/image',
  loader: 'default',
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- read after the configuration above is set
const { getImageProps } = require('next/image') as typeof import('next/image');

describe('responsive pictures', () => {
  const cases = [
    { label: 'a card filling half the screen', src: '/images/generated/products/oak-board-1.webp', fill: true, sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw' },
    { label: 'a hero across the screen', src: '/images/generated/scenes/home-hero.webp', fill: true },
    { label: 'a fixed-size thumbnail', src: '/images/generated/products/oak-board-2.webp', width: 96, height: 96 },
    { label: 'a zoomed picture at higher quality', src: '/images/generated/products/oak-board-3.webp', fill: true, sizes: '(min-width: 1024px) 64rem, 100vw', quality: 85 as const },
    { label: 'sizes in pixels only', src: '/images/a b&c.webp', fill: true, sizes: '80px' },
  ];

  it.each(cases)('offers the same sources as next/image for $label', ({ src, fill, sizes, width, height, quality }) => {
    const { props } = getImageProps({ src, alt: '', fill, sizes, width, height, quality });
    expect(responsiveSource(src, { width, sizes: sizes ?? (fill ? '100vw' : undefined), quality })).toEqual({
      src: props.src,
      srcSet: props.srcSet,
      ...(props.sizes ? { sizes: props.sizes } : {}),
    });
  });

  it('sends SVG and unoptimized pictures as they are', () => {
    expect(responsiveSource('/images/placeholder.svg', { sizes: '80px' })).toEqual({ src: '/images/placeholder.svg' });
    expect(responsiveSource('/images/a.webp', { sizes: '80px', unoptimized: true })).toEqual({ src: '/images/a.webp' });
  });

  it('offers twice a fixed width for dense screens', () => {
    expect(candidateWidths(96, undefined)).toEqual({ widths: [160, 256], kind: 'x' });
    expect(candidateWidths(1600, undefined)).toEqual({ widths: [1600], kind: 'x' });
  });

  it('leaves out widths past the file, which the optimizer would only repeat', () => {
    expect(capToSource([160, 256, 384, 640, 828, 1080, 1200, 1600], 800)).toEqual([160, 256, 384, 640, 828]);
    expect(capToSource([384, 640, 828, 1080, 1200, 1600], 1200)).toEqual([384, 640, 828, 1080, 1200]);
    expect(capToSource([640, 828], 2400)).toEqual([640, 828]);
    const shot = responsiveSource('/images/a.webp', { sizes: '50vw', sourceWidth: 800 });
    expect(shot.srcSet).not.toContain('w=1080');
    expect(shot.src).toBe('/_next/image?url=%2Fimages%2Fa.webp&w=828&q=75');
  });
});
