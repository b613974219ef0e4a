import { useEffect, useId, useState, type RefObject } from 'react';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { call, errorText } from '@classroom/shared/api';
import { emit } from '@classroom/shared/events';
import { queryClient } from '@classroom/shared/query';
import { dropKeptData } from '@classroom/shared/query/persist';
import { Button, Dialog } from '@classroom/shared/ui';
import type { StudentData } from '@classroom/shared/contract';
import { visibleBatches } from '@classroom/shared/session';
import styles from './switch-batch.module.css';

export interface SwitchBatchProps {
  student: StudentData;
  open: boolean;
  onClose(): void;
  /** After a successful switch (default: go to /student with a full page load, 000 §4). */
  reload?: () => void;
  /** Where focus goes when the popup closes (the profile menu's button: the menu item that opened it is gone). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** 000 §4 'Switching batch': post the chosen course, then go to /student and reload the page. */
const reloadToDashboard = () => window.location.assign('/student');

function SwitchBatchBody({ student, open, onClose, reload = reloadToDashboard, returnFocusTo }: SwitchBatchProps) {
  const courses = useQuery({
    queryKey: ['student-courses', student.id],
    queryFn: () => call('studentCourses', { query: { student_id: student.id } }),
    enabled: open,
  });
  const batches = visibleBatches(courses.data ?? []);
  const [chosen, setChosen] = useState<number | null>(student.student_course_id);
  useEffect(() => {
    if (open) setChosen(student.student_course_id);
  }, [open, student.student_course_id]);
  const name = useId();
  const change = useMutation({
    mutationFn: (id: number) => call('switchCourse', { body: { student_id: student.id, student_course_id: id } }),
    // The kept data names the batch left: it is deleted before the reload, whose page paints kept data at once
    // (decision 0016); the popup says 'Switching…' meanwhile.
    onSuccess: async (_data, id) => {
      await dropKeptData();
      emit('portal:batch-switched', { studentCourseId: id });
      reload();
    },
  });
  function done() {
    if (chosen === null || chosen === student.student_course_id) onClose();
    else change.mutate(chosen);
  }
  return (
    <Dialog
      open={open}
      title="Switch Batch"
      onDismiss={onClose}
      returnFocusTo={returnFocusTo}
      actions={
        <Button type="button" onClick={done} disabled={courses.isLoading} busy={change.isPending}>
          {change.isPending ? 'Switching…' : 'Done'}
        </Button>
      }
    >
      {courses.isLoading && <p role="status">Loading batches…</p>}
      {courses.error && (
        <p role="alert" className={styles.error}>
          {errorText(courses.error)}
        </p>
      )}
      {courses.data && (
        <fieldset className={styles.list}>
          <legend className="cp-visually-hidden">Your batches</legend>
          {batches.map((b) => (
            <label key={b.student_course_id} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={b.student_course_id}
                checked={chosen === b.student_course_id}
                onChange={() => setChosen(b.student_course_id)}
              />
              <span>{b.section_name}</span>
              {b.student_course_id === student.student_course_id && <span className={styles.current}>Current</span>}
            </label>
          ))}
        </fieldset>
      )}
      {change.error && (
        <p role="alert" className={styles.error}>
          {errorText(change.error)}
        </p>
      )}
    </Dialog>
  );
}

/**
 * The Switch Batch popup (000 §2, §4, §5, §8): the student's batches (none whose section contains JCF_ or M.A.T_),
 * the current one chosen, and Done. Done with another batch posts switch-course, deletes the data kept on the device
 * (`dropKeptData`, decision 0016: it names the batch left), emits `portal:batch-switched` (every remote drops its
 * cached data) and reloads on /student; a refusal shows the server's message as an alert in the
 * popup. Done on the current batch just closes. Escape closes.
 */
export function SwitchBatchDialog(props: SwitchBatchProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SwitchBatchBody {...props} />
    </QueryClientProvider>
  );
}
