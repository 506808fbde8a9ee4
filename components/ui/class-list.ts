/**
 * Class lists for code that runs in the browser: clsx alone. tailwind-merge would cost about 8 kB of
 * gzipped script on every page's first load (docs/adr/0019), so browser code builds its lists from
 * parts without merging, and leaves resolving a caller's conflicting class to `cn` on the server.
 */
export { clsx as cx } from 'clsx';
