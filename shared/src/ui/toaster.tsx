import { Toaster as SonnerToaster, toast } from 'sonner';
import { useEffect } from 'react';
import { on } from '../events';

/** Toast duration of the spec (000 §9): 2000 ms. */
export const TOAST_MS = 2000;

/**
 * The portal's one Toaster (sonner), top centre (000 §8), mounted by the host. Any remote shows a
 * toast with `emit('portal:toast', { message })`, or with `showToast` when it runs alone.
 */
export function Toaster() {
  useEffect(() => on('portal:toast', ({ message, kind, durationMs }) => showToast(message, kind, durationMs)), []);
  // Sonner's default look (dark text on white): its "rich" colours fail WCAG AA contrast on error toasts (axe).
  return <SonnerToaster position="top-center" duration={TOAST_MS} closeButton />;
}

/** Shows a toast now; `durationMs` defaults to 2000. */
export function showToast(message: string, kind: 'success' | 'error' | 'info' = 'info', durationMs = TOAST_MS): void {
  const show = kind === 'success' ? toast.success : kind === 'error' ? toast.error : toast;
  show(message, { duration: durationMs });
}
