import { startTransition, useEffect, useState } from 'react';

/**
 * False in the render that mounts the calling component and until the browser has painted it; true from the task
 * after that frame (a `requestAnimationFrame` callback runs before the frame's paint, a task it queues runs after it).
 * The flip is a transition, so what it reveals is rendered in React's background slices, not in one long task.
 * The cold dashboard mounts what lies below a phone's first viewport this way (decision 0027, amended 2026-11-26).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      reveal();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(reveal);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
