/** One visible focus ring for the site chrome, so keyboard users always see where they are. */
export const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-700';

/** The same ring on the dark footer, where moss would vanish. */
export const FOCUS_RING_ON_DARK = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50';
