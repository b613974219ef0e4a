import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@classroom/shared/ui';

/**
 * False in the render that mounts the calling component and until the browser has painted it (`afterNextPaint`: a
 * frame callback, then a task); true from then on. The flip is a transition, so what it reveals is rendered in
 * React's background slices, not in one long task. The cold dashboard mounts what lies below a phone's first viewport
 * this way (decision 0027).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      if (mounted) startTransition(() => setPainted(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
