/**
 * Resolves after the browser has painted the current frame: a frame callback (which runs before the frame's paint),
 * then a task (which runs after it). At once-ish (one task) when there is no frame to wait for — the page hidden, where
 * frame callbacks do not run, or no `requestAnimationFrame` at all. Used for work that must not delay a paint the
 * student is waiting for: a palette click's save (decision 0029), the cold dashboard's parts
 * below the first viewport (decision 0027).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof requestAnimationFrame !== 'function' ||
      (typeof document !== 'undefined' && document.visibilityState === 'hidden')
    ) {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
