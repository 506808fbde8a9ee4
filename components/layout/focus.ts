/** One visible focus ring for the site chrome, so keyboard users always see where they are (app/globals.css). */
export const FOCUS_RING = 'focus-ring';

/** The same ring on the dark footer, where moss would vanish. */
export const FOCUS_RING_ON_DARK = 'focus-ring-on-dark';
