/**
 * The idle-time accessibility module: tells the stylesheet whether the shopper is using a keyboard
 * (for stronger focus rings) and whether they asked for reduced motion (animations and smooth
 * scrolling switched off, and kept in step if the setting changes).
 */
export function startAccessibilityHelpers(root: HTMLElement = document.documentElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') root.dataset.input = 'keyboard';
  };
  const onPointer = () => {
    root.dataset.input = 'pointer';
  };
  const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  const applyMotion = () => {
    if (motion?.matches) root.dataset.reducedMotion = 'true';
    else delete root.dataset.reducedMotion;
  };
  applyMotion();
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('pointerdown', onPointer, true);
  motion?.addEventListener?.('change', applyMotion);
  return () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', onPointer, true);
    motion?.removeEventListener?.('change', applyMotion);
  };
}
