import localFont from 'next/font/local';

// Self-hosted from @fontsource so nothing is fetched from a font CDN at build or run time.
/**
 * Not preloaded: only the body face is fetched before the first paint (docs/adr/0038); preloaded, its
 * 39 kB went before the first screen's picture on a phone. Until it arrives headings show in
 * globals.css's 'Heading Fallback', sized to Playfair's metrics so the swap moves nothing: next/font's
 * own adjusted fallback names only Times New Roman, which Android and Linux lack.
 */
export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  weight: '400 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  variable: '--font-source-sans',
  weight: '200 900',
  display: 'swap',
});

/**
 * The italic body face apart, and not preloaded: only stories set text in italics, and preloading it
 * on every page took bandwidth the home page's hero picture needed for its largest paint on a phone.
 * globals.css gives it to italic running text; the browser fetches it when such text appears.
 */
export const bodyItalicFont = localFont({
  src: '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2',
  variable: '--font-source-sans-italic',
  style: 'italic',
  weight: '200 900',
  display: 'swap',
  preload: false,
});
