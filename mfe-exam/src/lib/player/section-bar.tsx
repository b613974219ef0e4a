import { useEffect, useRef } from 'react';
import type { ExamSection } from '@classroom/shared/contract';
import { revealWithin, scrollWithin } from './scroll-within';
import { busyControl } from './busy-control';
import styles from './player.module.css';

/**
 * One tab per section (001 §2.4); choosing one goes to its first question (001 §4.3). The current tab is
 * scrolled into view within the bar (not the page) and marked with aria-current. While a call runs (`disabled`) the tabs
 * are aria-disabled, so the tab just chosen keeps keyboard focus. On a phone the row scrolls sideways with an edge
 * shadow (.cp-scroll-row), and a tab reached by Tab is scrolled whole into the row.
 */
export function SectionBar({
  sections,
  currentId,
  onSelect,
  disabled,
}: {
  sections: readonly ExamSection[];
  currentId: number | null;
  onSelect: (id: number) => void;
  disabled: boolean;
}) {
  const currentRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The bar scrolls sideways to the tab, the page stays where it is, and the layout is read in the next frame, not
    // forced inside the commit (./scroll-within.ts).
    if (!barRef.current || !currentRef.current) return;
    return revealWithin(barRef.current, currentRef.current, 'x');
  }, [currentId]);
  return (
    <nav
      ref={barRef}
      className={`cp-scroll-row ${styles.sections}`}
      aria-label="Sections"
      // A tab reached by Tab is shown whole at once (nothing was rendered: the read costs no second layout): the
      // browser leaves a half-shown one where it is.
      onFocus={(e) => barRef.current && scrollWithin(barRef.current, e.target as HTMLElement, 'x')}
    >
      {sections.map((s) => (
        <button
          key={s.id}
          ref={s.id === currentId ? currentRef : undefined}
          type="button"
          className={styles.sectionTab}
          aria-current={s.id === currentId ? 'true' : undefined}
          {...busyControl(disabled, () => onSelect(s.id))}
        >
          {s.section_name}
        </button>
      ))}
    </nav>
  );
}
