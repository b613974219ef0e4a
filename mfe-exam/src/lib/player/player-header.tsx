import type { ReactNode } from 'react';
import type { Countdown } from './timer';
import { TimerView } from './timer-view';
import styles from './player.module.css';

/**
 * The player's header (001 §2.4, theme 1): the exam name, the candidate and the status line (the offline player's sync
 * state; in a practice attempt, why it has no rank: 000 §4 status 7), beside the countdown. The
 * countdown ticks inside TimerView alone: a tick re-renders neither this header nor the question or the palette.
 */
export function PlayerHeader({
  examName,
  candidate,
  status,
  countdown,
  onTimeUp,
}: {
  examName: string;
  candidate?: string;
  status?: ReactNode;
  countdown: Countdown;
  onTimeUp: () => void;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <h1 className={styles.examName}>{examName}</h1>
        {candidate && <p className={styles.candidate}>Candidate: {candidate}</p>}
        {status}
      </div>
      <TimerView countdown={countdown} onTimeUp={onTimeUp} />
    </header>
  );
}
