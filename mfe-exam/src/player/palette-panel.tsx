import { useEffect, useId, useRef, useState } from 'react';
import type { QuestionStatus } from '@classroom/shared/contract';
import { countOf, countStatuses, LEGEND_ORDER, STATUS_WORDS, tileLabel } from './palette';
import { PaletteTileLook } from './palette-tile-look';
import styles from './palette.module.css';

/**
 * The question palette (001 §2.4, §3; DESIGN palette table): the current section's numbered tiles, each named
 * with its state ('Question 12, answered and marked for review'), and a legend pairing each look with its words
 * and count. The arrow button collapses or expands the panel; the palette scrolls to the current tile after
 * 150 ms (001 §9).
 */
export function PalettePanel({ entries, current, currentTimed, onSelect, disabled, sectionName }: {
  entries: readonly QuestionStatus[];
  current: number;
  currentTimed: boolean;
  onSelect: (serial: number) => void;
  disabled: boolean;
  sectionName: string;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const currentRef = useRef<HTMLButtonElement>(null);
  const counts = countStatuses(entries, { serial: current, timed: currentTimed });
  useEffect(() => {
    const timer = setTimeout(() => currentRef.current?.scrollIntoView?.({ block: 'nearest' }), 150);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <aside className={`${styles.panel} ${open ? '' : styles.collapsed}`} aria-label="Question palette">
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">{open ? '▸' : '◂'}</span>
        <span className={styles.toggleText}>{open ? 'Hide question palette' : 'Show question palette'}</span>
      </button>
      <div id={id} hidden={!open} className={styles.body}>
        <ul className={styles.legend} aria-label="Legend">
          {LEGEND_ORDER.map((code) => (
            <li key={code}>
              <PaletteTileLook code={code} label={String(countOf(counts, code))} />
              <span className={styles.legendText}>{STATUS_WORDS[code]}</span>
            </li>
          ))}
        </ul>
        <h2 className={styles.heading}>{sectionName}</h2>
        <ol className={styles.grid}>
          {entries.map((e) => (
            <li key={e.serial_no}>
              <button
                ref={e.serial_no === current ? currentRef : undefined}
                type="button"
                className={`${styles.tile} ${styles[`code${e.color_id}`]} ${e.serial_no === current ? styles.current : ''}`}
                aria-label={tileLabel(e.serial_no, e.color_id)}
                aria-current={e.serial_no === current ? 'step' : undefined}
                disabled={disabled}
                onClick={() => onSelect(e.serial_no)}
              >
                {e.serial_no}
                {e.color_id === 3 && <span className={styles.tick} aria-hidden="true">✓</span>}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </aside>
  );
}
