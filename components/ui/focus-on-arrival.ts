/**
 * Focus that should survive a navigation a control starts. Each view of the catalogue, the adventures
 * and the collections is a page of its own (docs/adr/0009), so the control that asked for the next
 * view is mounted afresh when it arrives; it takes back what it left here and restores the focus.
 * Kept in memory: a full page load starts clean.
 */
const pending = new Map<string, string>();

export function keepFocusOnArrival(control: string, target: string): void {
  pending.set(control, target);
}

export function forgetFocusOnArrival(control: string): void {
  pending.delete(control);
}

/** What `control` left before the navigation, once: null when it started none. */
export function takeFocusOnArrival(control: string): string | null {
  const target = pending.get(control) ?? null;
  pending.delete(control);
  return target;
}
