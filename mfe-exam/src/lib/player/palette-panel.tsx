import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PaletteCode, QuestionStatus } from '@classroom/shared/contract';
import { KEPT_ON_DEVICE } from '../../messages';
import { countOf, countStatuses, LEGEND_ORDER, STATUS_WORDS, tileLabel } from './palette';
import { PaletteTileLook } from './palette-tile-look';
import { markBusy } from './busy-control';
import { revealWithin } from './scroll-within';
import styles from './palette.module.css';

/**
 * The question palette (001 §2.4, §3; DESIGN palette table): the current section's numbered tiles, each named
 * with its state ('Question 12, answered and marked for review'), and a legend pairing each look with its words
 * and count. The arrow button collapses or expands the panel; the palette scrolls to the current tile after
 * 150 ms (001 §9). Each tile is memoised with stable props (a click repaints the tiles that changed —
 * the old and new current and the one whose state changed — not the whole grid). While `disabled` (a save or a section
 * load in flight, decision 0023) every tile is aria-disabled and aria-busy and a click on it does nothing; the two
 * attributes are set on the grid's buttons directly, so a save does not render every tile twice.
 */
export function PalettePanel({
  entries,
  current,
  currentTimed,
  onSelect,
  disabled,
  sectionName,
  kept,
  onClose,
}: {
  entries: readonly QuestionStatus[];
  current: number;
  currentTimed: boolean;
  onSelect: (serial: number) => void;
  disabled: boolean;
  sectionName: string;
  /** Serials whose answer is kept on the device, not saved yet (decision 0004): marked, and named so. */
  kept: readonly number[];
  /** In the phone's sheet (decision 0033): the arrow button closes the sheet instead of collapsing the panel. */
  onClose?: () => void;
}) {
  const [expanded, setOpen] = useState(true);
  const open = expanded || onClose !== undefined;
  const id = useId();
  const currentRef = useRef<HTMLButtonElement>(null);
  // One select function for the life of the panel, calling the latest onSelect unless busy: a new one each render, or
  // a busy flag among the tiles' props, would repaint every tile.
  const latest = useRef({ onSelect, disabled });
  latest.current = { onSelect, disabled };
  const select = useCallback((serial: number) => {
    if (!latest.current.disabled) latest.current.onSelect(serial);
  }, []);
  const counts = countStatuses(entries, { serial: current, timed: currentTimed });
  const gridRef = useRef<HTMLOListElement>(null);
  // New tiles (a section's) need marking only while busy; a click's new entries while not busy need no pass over the
  // grid (its tiles are clear already).
  const marked = disabled ? entries : null;
  useLayoutEffect(() => {
    for (const tile of gridRef.current?.querySelectorAll('button') ?? []) markBusy(tile, disabled);
  }, [disabled, marked]);
  useEffect(() => {
    // The grid scrolls to the tile, the page stays where it is, and a tile in view costs no layout read
    // (./scroll-within.ts).
    let cancel: () => void = () => undefined;
    const timer = setTimeout(() => {
      if (gridRef.current && currentRef.current) cancel = revealWithin(gridRef.current, currentRef.current, 'y');
    }, 150);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [current]);
  return (
    <aside className={`${styles.panel} ${open ? '' : styles.collapsed}`} aria-label="Question palette">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={onClose ? undefined : open}
        aria-controls={onClose ? undefined : id}
        onClick={onClose ?? (() => setOpen((o) => !o))}
      >
        <span aria-hidden="true">{onClose ? '✕' : open ? '▸' : '◂'}</span>
        <span className={styles.toggleText}>
          {onClose ? 'Close question palette' : open ? 'Hide question palette' : 'Show question palette'}
        </span>
      </button>
      <div id={id} hidden={!open} className={styles.body}>
        <ul className={styles.legend} aria-label="Legend">
          {LEGEND_ORDER.map((code) => (
            <LegendEntry key={code} code={code} count={countOf(counts, code)} />
          ))}
          {kept.length > 0 && (
            <li>
              <span className={`${styles.tile} ${styles.kept}`}>{kept.length}</span>
              <span className={styles.legendText}>{KEPT_ON_DEVICE}</span>
            </li>
          )}
        </ul>
        <h2 className={styles.heading}>{sectionName}</h2>
        <ol ref={gridRef} className={styles.grid}>
          {entries.map((e) => (
            <PaletteTile
              key={e.serial_no}
              serial={e.serial_no}
              code={e.color_id}
              isCurrent={e.serial_no === current}
              isKept={kept.includes(e.serial_no)}
              currentRef={currentRef}
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
 * current one marked `aria-current="step"` and holding `currentRef` (the palette scrolls to it); a kept answer
 * (`isKept`, decision 0004) gets a dashed outline and a '!' badge, and its name says so. Memoised: it renders
 * again only when its own serial, code, current or kept flag changes (`onSelect` and `currentRef` are stable; the panel marks
 * it busy).
 */
const PaletteTile = memo(function PaletteTile({
  serial,
  code,
  isCurrent,
  isKept,
  currentRef,
  onSelect,
}: {
  serial: number;
  code: PaletteCode;
  isCurrent: boolean;
  isKept: boolean;
  currentRef: RefObject<HTMLButtonElement | null>;
  onSelect: (serial: number) => void;
}) {
  return (
    <li>
      <button
        ref={isCurrent ? currentRef : undefined}
        type="button"
        className={`${styles.tile} ${styles[`code${code}`]} ${isCurrent ? styles.current : ''} ${isKept ? styles.kept : ''}`}
        aria-label={tileLabel(serial, code, isKept)}
        aria-current={isCurrent ? 'step' : undefined}
        onClick={() => onSelect(serial)}
      >
        {serial}
        {code === 3 && (
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
        )}
        {isKept && (
          <span className={styles.keptMark} aria-hidden="true">
            !
          </span>
        )}
      </button>
    </li>
  );
});

/**
 * One legend entry (001 §2.4, DESIGN palette table): a state's look with its count, and its words. Memoised: a click
 * changes one or two counts, and only those entries render.
 */
const LegendEntry = memo(function LegendEntry({ code, count }: { code: PaletteCode; count: number }) {
  return (
    <li>
      <PaletteTileLook code={code} label={String(count)} />
      <span className={styles.legendText}>{STATUS_WORDS[code]}</span>
    </li>
  );
});
