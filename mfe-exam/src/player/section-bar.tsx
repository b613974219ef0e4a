import { useEffect, useRef } from 'react';
import type { ExamSection } from '@classroom/shared/contract';
import styles from './player.module.css';

/**
 * One tab per section (001 §2.4); choosing one goes to its first question (001 §4.3). The current tab is
 * scrolled into view and marked with aria-current.
 */
export function SectionBar({ sections, currentId, onSelect, disabled }: { sections: readonly ExamSection[]; currentId: number | null; onSelect: (id: number) => void; disabled: boolean }) {
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentId]);
  return (
    <nav className={styles.sections} aria-label="Sections">
      {sections.map((s) => (
        <button
          key={s.id}
          ref={s.id === currentId ? currentRef : undefined}
          type="button"
          className={styles.sectionTab}
          aria-current={s.id === currentId ? 'true' : undefined}
          disabled={disabled}
          onClick={() => onSelect(s.id)}
        >
          {s.section_name}
        </button>
      ))}
    </nav>
  );
}
