import { useEffect, useState } from 'react';
import { PRACTICE_NOTE } from '../../messages';
import styles from './practice-note.module.css';

/**
 * The practice attempt's note inside the player (000 §4 / 001 §4.7 status 7, 001 §2.2): 'Rank is not
 * available because you are taking it outside the test window', shown for the whole attempt. It is a polite live
 * region (role status) that is mounted empty and filled once after the first paint, so a screen reader announces it
 * once when the player opens; later renders keep the same text and announce nothing.
 */
export function PracticeNote() {
  const [text, setText] = useState('');
  useEffect(() => setText(PRACTICE_NOTE), []);
  return (
    <p role="status" className={styles.note} data-testid="player-practice-note">
      {text}
    </p>
  );
}
