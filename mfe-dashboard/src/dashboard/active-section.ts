import { useEffect, useState } from 'react';

/**
 * 000 §2 left-side navigation, §9 scroll sync: the highlighted item is the first section (in page order) inside the
 * reading band; when none is inside (between sections), the previous highlight stays.
 */
export function activeSection(
  order: readonly string[],
  visible: ReadonlySet<string>,
  previous: string | null,
): string | null {
  return order.find((id) => visible.has(id)) ?? previous;
}

/**
 * The id of the section the student is reading (000 §2 'the highlighted item follows scrolling'). An
 * IntersectionObserver watches the sections through a band from 15 % to 50 % of the viewport's height — the browser
 * reports crossings, so there is no scroll listener to throttle (the spec's 50 ms throttle and 500 ms scroll-end
 * timeout are what the observer replaces). `ids` are element ids in page order; null until one is seen. `mounted`:
 * whether every section is in the page yet (the dashboard mounts those below the first viewport after its first paint);
 * the sections are observed anew when it turns true.
 */
export function useActiveSection(ids: readonly string[], mounted = true): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        setActive((previous) => activeSection(ids, visible, previous));
      },
      { rootMargin: '-15% 0px -50% 0px', threshold: 0 },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`
  }, [key, mounted]);
  return active;
}
