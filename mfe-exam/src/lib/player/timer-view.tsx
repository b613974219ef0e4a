import { useEffect, useRef, useState } from 'react';
import { formatClock } from '@classroom/shared/format';
import { isLowTime, isTimeUp, spokenTime, type Countdown } from './timer';
import styles from './player.module.css';

/**
 * The countdown (001 §4.4): hh:mm:ss from the countdown's remaining seconds, re-read 4 times a second from the
 * monotonic clock; red below 1800 s; calls `onTimeUp` once at 0. role="timer" with the time as readable text.
 */
export function TimerView({ countdown, onTimeUp }: { countdown: Countdown; onTimeUp: () => void }) {
  const [seconds, setSeconds] = useState(() => countdown.remaining());
  const fired = useRef(false);
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;
  useEffect(() => {
    const tick = () => {
      const left = countdown.remaining();
      setSeconds(left);
      if (isTimeUp(left) && !fired.current) {
        fired.current = true;
        onTimeUpRef.current();
      }
      if (!isTimeUp(left)) fired.current = false;
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [countdown]);
  const low = isLowTime(seconds);
  return (
    <div
      className={`${styles.timer} ${low ? styles.timerLow : ''}`}
      role="timer"
      aria-label={`Time left: ${spokenTime(seconds)}`}
    >
      <span className={styles.timerCaption}>Time Left</span>
      <span className="cp-tabular" aria-hidden="true">
        {formatClock(seconds)}
      </span>
    </div>
  );
}
