import { RichText } from '@classroom/shared/math';
import { PRACTICE_NOTE } from '../messages';
import { LEGEND_ORDER, STATUS_WORDS } from '../lib/player/palette';
import { PaletteTileLook } from '../lib/player/palette-tile-look';
import styles from './instructions.module.css';

/**
 * The head of an instructions screen (001 §2.3): the exam's name as the page's <h1>, 'Total duration: N minutes'
 * (`duration` in minutes) and, for an attempt after the window, the practice note (000 §4 status 7: never ranked).
 * Shared by the JEE, DPP and offline instructions pages.
 */
export function InstructionsHeader({
  name,
  durationMinutes,
  practice = false,
}: {
  name: string;
  durationMinutes: number;
  practice?: boolean;
}) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.duration}>
        Total duration: <strong className="cp-tabular">{durationMinutes} minutes</strong>
      </p>
      {practice && (
        <p className={styles.practiceNote} data-testid="practice-note">
          {PRACTICE_NOTE}
        </p>
      )}
    </header>
  );
}

/**
 * The exam's own instructions (server HTML, sanitised and typeset by `RichText`) and the palette's legend — the five
 * codes in the order of 001 §2.4 with their words — as two labelled cards. `id` prefixes the headings' ids (useId).
 */
export function InstructionsAndLegend({ id, html }: { id: string; html: string | null | undefined }) {
  return (
    <>
      <section className={styles.card} aria-labelledby={`${id}-ins`}>
        <h2 id={`${id}-ins`} className={styles.h2}>
          Instructions
        </h2>
        <RichText className={styles.rich} html={html} />
      </section>
      <section className={styles.card} aria-labelledby={`${id}-legend`}>
        <h2 id={`${id}-legend`} className={styles.h2}>
          Question palette
        </h2>
        <ul className={styles.legend}>
          {LEGEND_ORDER.map((code) => (
            <li key={code}>
              <PaletteTileLook code={code} label="" />
              <span>{STATUS_WORDS[code]}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
