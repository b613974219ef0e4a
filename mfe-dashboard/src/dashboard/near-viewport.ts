import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below (and above) the viewport a section counts as near (CSS margin): about one phone screen, so a student
 * scrolling down finds the section's content loaded or loading, while a cold dashboard's first screen does not wait on
 * it (decision 0027).
 */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/**
 * True once the element in `ref` has come within `margin` of the viewport, and from then on (it never turns false: what
 * was loaded stays). Where the browser has no IntersectionObserver it is true at once, so nothing is ever withheld.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
