import localFont from 'next/font/local';

// Self-hosted from @fontsource so nothing is fetched from a font CDN at build or run time.
export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  weight: '400 900',
  display: 'swap',
});

export const bodyFont = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', style: 'normal' },
    { path: '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2', style: 'italic' },
  ],
  variable: '--font-source-sans',
  weight: '200 900',
  display: 'swap',
});
