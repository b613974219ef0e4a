import { useCallback, useEffect, useState } from 'react';
import { ApiError, call, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import type { ScheduledExam } from '@classroom/shared/contract';
import { SOME_ERROR_OCCURRED } from '../messages';

export interface ExamLists {
  scheduled: ScheduledExam[];
  given: ScheduledExam[];
}

/**
 * Loads the Pending (scheduledExams) and Attempted (givenExams) lists of `studentId` for `type` (001 §7
 * Scheduled and given exams). `error` carries the 000 §8 text to show; `reload` tries again.
 */
export function useExamLists(studentId: number | undefined, type: number) {
  const [lists, setLists] = useState<ExamLists | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!studentId) return;
    const controller = new AbortController();
    setLists(null);
    setError(null);
    const query = { student: studentId, type };
    Promise.all([
      call('scheduledExams', { query, signal: controller.signal }),
      call('givenExams', { query, signal: controller.signal }),
    ])
      .then(([scheduled, given]) => setLists({ scheduled, given }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err instanceof ApiError && err.kind === 'network' ? NETWORK_UNSTABLE_TEXT : err instanceof Error && err.message ? err.message : SOME_ERROR_OCCURRED);
      });
    return () => controller.abort();
  }, [studentId, type, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { lists, error, reload };
}
