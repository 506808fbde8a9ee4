/** The mobile breakpoint, the same as Tailwind's `md:`. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';
