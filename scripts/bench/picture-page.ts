/**
 * Next's own floor for a page with a first-screen picture (docs/adr/0038, finding 5): the empty Next
 * page's app given one more page, `/picture`, that has what every shop page's first frame waits for
 * and nothing else: a stylesheet (a CSS module of four rules) and one picture, the shop page's own
 * preloaded one, through next/image with `priority`, at the shop's widths. Its Lighthouse LCP against
 * the empty page's says how far a page can be from the empty page before any of the shop's markup,
 * fonts or scripts.
 */
import path from 'node:path';
import { IMAGE_DEVICE_SIZES } from '@/lib/domain/image-sizes.mjs';

export const PICTURE_PAGE = '/picture';

/** The picture a page preloads for its first screen, as a path of the shop's own files, if it has one. */
export function preloadedPicturePath(html: string): string | undefined {
  const srcSet = /<link[^>]*\brel="preload"[^>]*\bas="image"[^>]*>/.exec(html)?.[0].match(/imageSrcSet="([^"]+)"/i)?.[1];
  const source = srcSet && /[?&](?:amp;)?url=([^&\s]+)/.exec(srcSet)?.[1];
  if (!source) return undefined;
  const decoded = decodeURIComponent(source);
  return decoded.startsWith('/') && !decoded.startsWith('//') && !decoded.includes('..') ? decoded : undefined;
}

/**
 * The files the empty Next app needs for its picture page, given the picture's path in the shop and
 * its bytes as the shop serves them (an owner's upload is not in the public folder).
 */
export function picturePageFiles(picturePath: string, picture: Buffer): Record<string, string | Buffer> {
  const file = `picture${path.extname(picturePath)}`;
  return {
    'next.config.mjs': `export default { poweredByHeader: false, images: { formats: ['image/webp'], deviceSizes: ${JSON.stringify(IMAGE_DEVICE_SIZES)} } };\n`,
    [path.join('public', file)]: picture,
    'app/picture/page.module.css': '.main { max-width: 40rem; margin: 0 auto; padding: 1rem; font-family: system-ui, sans-serif; }\n.frame { position: relative; aspect-ratio: 1; }\n.title { font-size: 1.5rem; }\n.picture { object-fit: cover; }\n',
    'app/picture/page.js': [
      "import Image from 'next/image';",
      "import styles from './page.module.css';",
      `export default function Page() { return <main className={styles.main}><h1 className={styles.title}>A picture</h1><div className={styles.frame}><Image src="/${file}" alt="The page's picture" fill sizes="100vw" priority className={styles.picture} /></div></main>; }`,
      '',
    ].join('\n'),
  };
}
