import path from 'node:path';
import { picturePageFiles, preloadedPicturePath } from './picture-page';

describe('preloadedPicturePath', () => {
  it('reads the picture a page preloads from its optimizer address', () => {
    const html = '<head><link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=%2Fimages%2Fgenerated%2Fproducts%2Fscarf-1.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fimages%2Fgenerated%2Fproducts%2Fscarf-1.webp&amp;w=828&amp;q=75 828w" imageSizes="100vw"/></head>';
    expect(preloadedPicturePath(html)).toBe('/images/generated/products/scarf-1.webp');
  });

  it('has none for a page without a preloaded picture, or one from elsewhere', () => {
    expect(preloadedPicturePath('<head><link rel="preload" as="font" href="/a.woff2"/></head>')).toBeUndefined();
    expect(preloadedPicturePath('<link rel="preload" as="image" imageSrcSet="/_next/image?url=https%3A%2F%2Fcdn.example%2Fa.webp&amp;w=640 640w"/>')).toBeUndefined();
    expect(preloadedPicturePath('<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2F..%2Fsecret&amp;w=640 640w"/>')).toBeUndefined();
  });
});

describe('picturePageFiles', () => {
  it('gives the empty app a page with a stylesheet and the picture', () => {
    const files = picturePageFiles('/images/scarf.webp', Buffer.from([1, 2, 3]));
    expect(files[path.join('public', 'picture.webp')]).toEqual(Buffer.from([1, 2, 3]));
    expect(files['app/picture/page.js']).toContain('src="/picture.webp"');
    expect(files['app/picture/page.js']).toContain("import styles from './page.module.css'");
    expect(files['next.config.mjs']).toContain('deviceSizes: [640,828,1080,1200,1600]');
  });
});
