import { useState, type ReactNode } from 'react';
import { call } from '@classroom/shared/api';
import { emit } from '@classroom/shared/events';
import { Button, Loader } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/ui';
import { DOUBTS } from '../messages';
import styles from './doubts.module.css';

/**
 * 000 §6: 'Free student (is_free): Schedule, Solutions and Attendance are locked'. A free student sees the lock with
 * 'Request a call' (000 §4, toasts of 000 §8) instead of the doubt screens; the server refuses the calls too (403).
 */
export function SolutionsGate({ children }: { children: ReactNode }) {
  const { student, error } = useStudent();
  const [sending, setSending] = useState(false);
  if (error) return <p role="alert">{error.message}</p>;
  if (!student) return <Loader />;
  if (!student.is_free) return <>{children}</>;
  const request = async () => {
    setSending(true);
    try {
      await call('requestCall', { body: { request_type: 'Solutions' } });
      emit('portal:toast', { message: DOUBTS.requestSent, kind: 'success' });
    } catch {
      emit('portal:toast', { message: DOUBTS.requestFailed, kind: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.locked} role="region" aria-label={DOUBTS.lockedTitle}>
      <span className={styles.lockIcon} aria-hidden="true">
        🔒
      </span>
      <h2 className={styles.lockedTitle}>{DOUBTS.lockedTitle}</h2>
      <p>{DOUBTS.locked}</p>
      <Button onClick={() => void request()} disabled={sending}>
        {DOUBTS.requestCall}
      </Button>
    </div>
  );
}
