import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { emit } from '@classroom/shared/events';
import { Button, Loader } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { DOUBTS } from '../messages';
import styles from './doubts.module.css';

/**
 * 000 §6: 'Free student (is_free): Schedule, Solutions and Attendance are locked'. A free student sees the lock with
 * 'Request a call' (000 §4, toasts of 000 §8) instead of the doubt screens; the server refuses the calls too (403).
 * The request is a mutation; while it is sent the button is aria-disabled (it keeps keyboard focus, decision 0023).
 */
export function SolutionsGate({ children }: { children: ReactNode }) {
  const { student, error } = useStudent();
  const request = useMutation({
    mutationFn: () => call('requestCall', { body: { request_type: 'Solutions' } }),
    onSuccess: () => emit('portal:toast', { message: DOUBTS.requestSent, kind: 'success' }),
    onError: () => emit('portal:toast', { message: DOUBTS.requestFailed, kind: 'error' }),
  });
  if (error) return <p role="alert">{error.message}</p>;
  if (!student) return <Loader />;
  if (!student.is_free) return <>{children}</>;
  return (
    <div className={styles.locked} role="region" aria-label={DOUBTS.lockedTitle}>
      <svg className={styles.lockIcon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
        />
      </svg>
      <h2 className={styles.lockedTitle}>{DOUBTS.lockedTitle}</h2>
      <p>{DOUBTS.locked}</p>
      <Button busy={request.isPending} onClick={() => request.mutate()}>
        {DOUBTS.requestCall}
      </Button>
    </div>
  );
}
