/**
 * Classes for a native modal <dialog> that slides in from the right edge (the cart panel and the
 * mobile menu). `starting:` gives the opening frame, `transition-discrete` keeps the dialog painted
 * while it slides out after close(); people who ask for less motion get it without the slide.
 */
export const SLIDE_IN_FROM_RIGHT =
  'translate-x-full open:translate-x-0 starting:open:translate-x-full transition-[translate,overlay,display] transition-discrete duration-300 ease-out motion-reduce:transition-none';
