import { useEffect, useState } from 'react';
import { emit, on } from '../events';

/** Toast duration of the spec (000 §9): 2000 ms. */
export const TOAST_MS = 2000;

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;

/**
 * sonner, loaded on the first toast (the sign-in page does not carry it; the host's build puts it in a
 * chunk of its own). One promise per page; a failed load is forgotten so the next toast tries again.
 */
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
}

/**
 * The portal's one Toaster (sonner), top centre (000 §8), mounted by the host. Any remote shows a toast with
 * `emit('portal:toast', { message })` or `showToast(message)`. Nothing is rendered, and sonner is not loaded, until
 * the first toast: then sonner's chunk loads, the toast is queued in sonner's store and its Toaster mounts, which shows
 * the toasts already queued (sonner replays them on subscribe). Later toasts show at once.
 */
export function Toaster() {
  const [SonnerToaster, setSonnerToaster] = useState<Sonner['Toaster'] | null>(null);
  useEffect(
    () =>
      on('portal:toast', ({ message, kind = 'info', durationMs = TOAST_MS }) => {
        loadSonner().then(
          (lib) => {
            const show = kind === 'success' ? lib.toast.success : kind === 'error' ? lib.toast.error : lib.toast;
            show(message, { duration: durationMs });
            setSonnerToaster(() => lib.Toaster);
          },
          (error: unknown) => console.warn('[ui] the toaster could not load; toast not shown:', message, error),
        );
      }),
    [],
  );
  // Sonner's default look (dark text on white): its "rich" colours fail WCAG AA contrast on error toasts (axe).
  return SonnerToaster ? <SonnerToaster position="top-center" duration={TOAST_MS} closeButton /> : null;
}

/**
 * Shows a toast through the mounted Toaster (the host's, or StandaloneShell's when a remote runs alone); `durationMs`
 * defaults to 2000 (000 §9). The same as `emit('portal:toast', …)`.
 */
export function showToast(message: string, kind: 'success' | 'error' | 'info' = 'info', durationMs = TOAST_MS): void {
  emit('portal:toast', { message, kind, durationMs });
}
