import { busyControl } from './busy-control';
import { memo, useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { PaletteCode, QuestionStatus } from '@classroom/shared/contract';
import { countOf, countStatuses, LEGEND_ORDER, STATUS_WORDS, tileLabel } from './palette';
import { PaletteTileLook } from './palette-tile-look';
import { scrollWithin } from './scroll-within';
import styles from './palette.module.css';

/**
 * The question palette (001 §2.4, §3; DESIGN palette table): the current section's numbered tiles, each named
 * with its state ('Question 12, answered and marked for review'), and a legend pairing each look with its words
 * and count. The arrow button collapses or expands the panel; the palette scrolls to the current tile after
 * 150 ms (001 §9). Each tile is memoised with stable props (docs/PERFORMANCE.md: a click repaints the tiles that changed —
 * the old and new current and the one whose state changed — not the whole grid).
 */
export function PalettePanel({
  entries,
  current,
  currentTimed,
  onSelect,
  disabled,
  sectionName,
}: {
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
  // One select function for the life of the panel, calling the latest onSelect: a new one each render would repaint every tile.
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const select = useCallback((serial: number) => onSelectRef.current(serial), []);
  const counts = countStatuses(entries, { serial: current, timed: currentTimed });
  const gridRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // The grid scrolls to the tile, the page stays where it is (./scroll-within.ts).
    const timer = setTimeout(() => {
      if (gridRef.current && currentRef.current) scrollWithin(gridRef.current, currentRef.current, 'y');
    }, 150);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <aside className={`${styles.panel} ${open ? '' : styles.collapsed}`} aria-label="Question palette">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
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
        <ol ref={gridRef} className={styles.grid}>
          {entries.map((e) => (
            <PaletteTile
              key={e.serial_no}
              serial={e.serial_no}
              code={e.color_id}
              isCurrent={e.serial_no === current}
              currentRef={currentRef}
              disabled={disabled}
              onSelect={select}
            />
          ))}
        </ol>
      </div>
    </aside>
  );
}

/**
 * One palette tile (001 §2.4, §3): the question's number in its state's look, named 'Question 12, answered…', the
 * current one marked `aria-current="step"` and holding `currentRef` (the palette scrolls to it). Memoised: it renders
 * again only when its own serial, code, current flag or disabled state changes (`onSelect` and `currentRef` are stable).
 */
const PaletteTile = memo(function PaletteTile({
  serial,
  code,
  isCurrent,
  currentRef,
  disabled,
  onSelect,
}: {
  serial: number;
  code: PaletteCode;
  isCurrent: boolean;
  currentRef: RefObject<HTMLButtonElement | null>;
  disabled: boolean;
  onSelect: (serial: number) => void;
}) {
  return (
    <li>
      <button
        ref={isCurrent ? currentRef : undefined}
        type="button"
        className={`${styles.tile} ${styles[`code${code}`]} ${isCurrent ? styles.current : ''}`}
        aria-label={tileLabel(serial, code)}
        aria-current={isCurrent ? 'step' : undefined}
        {...busyControl(disabled, () => onSelect(serial))}
      >
        {serial}
        {code === 3 && (
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
        )}
      </button>
    </li>
  );
});
