import { emit } from '@classroom/shared/events';
import { SAVE_TOAST_MS, TOAST_NOT_ANSWERED } from '../../messages';

/**
 * 001 §4.1: NEXT's toast ('Not answered', 'Answer saved', …, chosen by `playerActions`), shown as long as a save's
 * toast (SAVE_TOAST_MS, 2 s); for both player hooks.
 */
export function nextToast(message: string): void {
  emit('portal:toast', {
    message,
    kind: message === TOAST_NOT_ANSWERED ? 'info' : 'success',
    durationMs: SAVE_TOAST_MS,
  });
}
