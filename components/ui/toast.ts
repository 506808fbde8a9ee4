/**
 * The shop's toasts, without sonner in every page's first load (docs/adr/0009: first-load JS budget).
 * Sonner is fetched when the browser is idle, or at the first toast if that comes sooner, and a toast
 * is shown once the Toaster has mounted: a toast raised before it subscribes would be lost.
 */
import type { ExternalToast } from 'sonner';

type SonnerModule = typeof import('sonner');

let sonner: Promise<SonnerModule> | undefined;
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
const wanted = new Set<() => void>();

export function loadSonner(): Promise<SonnerModule> {
  sonner ??= import('sonner');
  return sonner;
}

/** The Toaster island calls this once sonner's Toaster is on the page and listening. */
export function markToasterMounted(): void {
  toasterMounted();
}

/** The Toaster island listens here, so the first toast can hurry it past the idle wait. */
export function onToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

async function show(kind: 'success' | 'error', title: string, options?: ExternalToast): Promise<void> {
  for (const listener of wanted) listener();
  const [module] = await Promise.all([loadSonner(), toasterReady]);
  module.toast[kind](title, options);
}

/**
 * Clears the toasts on show, without loading sonner for it. A modal dialog calls this as it opens:
 * behind its backdrop a toast could be neither read nor used.
 */
export function dismissToasts(): void {
  void sonner?.then((module) => module.toast.dismiss());
}

export const toast = {
  success: (title: string, options?: ExternalToast) => void show('success', title, options),
  error: (title: string, options?: ExternalToast) => void show('error', title, options),
};
