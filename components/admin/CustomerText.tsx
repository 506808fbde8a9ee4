import { withoutBidiControls } from '@/lib/domain/text';

/**
 * Text a customer typed, as the back office shows it: in an isolate of its own (`<bdi>`), so
 * right-to-left text cannot reorder what is around it, and without bidi controls, so it cannot
 * display as something else inside it either (issue 39).
 */
export function CustomerText({ children }: { children: string | null | undefined }) {
  return children ? <bdi>{withoutBidiControls(children)}</bdi> : null;
}
