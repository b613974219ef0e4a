import type { ReactNode } from 'react';
import type { Countdown } from './timer';
import { TimerView } from './timer-view';
import { LANGUAGES, mainsExamLabel } from './variant';
import styles from './player.module.css';

/**
 * 001 §2.4 Mains header: candidate name; exam name ('JEE Mains' if the theme is 2, otherwise 'NEET'); subject name;
 * remaining-time countdown; a language selector offering English only.
 */
export function MainsHeader({
  theme,
  candidate,
  subject,
  countdown,
  onTimeUp,
  status,
}: {
  theme: number;
  candidate?: string;
  subject: string;
  countdown: Countdown;
  onTimeUp: () => void;
  status?: ReactNode;
}) {
  return (
    <header className={styles.header} data-variant="mains">
      <div>
        <h1 className={styles.examName}>{mainsExamLabel(theme)}</h1>
        <p className={styles.candidate}>
          Candidate Name: <strong>{candidate ?? ''}</strong>
        </p>
        <p className={styles.candidate}>
          Subject Name: <strong>{subject}</strong>
        </p>
        {status}
      </div>
      <div className={styles.mainsRight}>
        <label className={styles.language}>
          <span>Language</span>
          <select defaultValue={LANGUAGES[0]}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <TimerView countdown={countdown} onTimeUp={onTimeUp} />
      </div>
    </header>
  );
}
