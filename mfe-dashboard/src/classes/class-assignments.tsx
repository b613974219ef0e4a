import { useId, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError, call, isHandledByHost } from '@classroom/shared/api';
import { formatDateTime } from '@classroom/shared/format';
import { isScreenBuilt } from '@classroom/shared/links';
import { useSession } from '@classroom/shared/session';
import { useStudent } from '@classroom/shared/query/student';
import { Button, EmptyState, ERROR_PAGE_TEXT, Loader } from '@classroom/shared/ui';
import { mppAction } from '../lib/mpp-action';
import { MESSAGES } from '../messages';
import styles from './classes.module.css';

const t = MESSAGES.classes;

/**
 * 000 §7 address list live-class-assignments: the MPPs of a class's chapter in the student's current batch (another
 * batch's class: 404 'Class not found'). Kept with the rest of the student's data on the device (decision 0016).
 */
export const classAssignmentsQuery = (liveClassId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'class-assignments', liveClassId],
    queryFn: ({ signal }) => call('liveClassAssignments', { query: { liveclass_id: liveClassId }, signal }),
  });

/**
 * A class's 'Assignments' disclosure (a button with aria-expanded): opened, it loads the class's MPPs
 * (live-class-assignments) and lists each with its status, progress, start (IST) and the MPP card's button
 * (000 §4: Result, Continue or Start, to the DPP instructions with the student in route state). Loading, empty and
 * error states as the rest of the screen (000 §8 error text with the server's reason and Retry).
 */
export function ClassAssignments({ liveClassId, lecture }: { liveClassId: number; lecture: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? t.hideAssignments : t.assignments}
        <span className="cp-visually-hidden"> of {lecture}</span>
      </Button>
      <div id={panelId} className={styles.assignments} hidden={!open}>
        {open && <AssignmentList liveClassId={liveClassId} lecture={lecture} />}
      </div>
    </>
  );
}

function AssignmentList({ liveClassId, lecture }: { liveClassId: number; lecture: string }) {
  const assignments = useQuery(classAssignmentsQuery(liveClassId));
  const { student } = useStudent();
  const user = useSession((s) => s.user);
  if (assignments.isPending) return <Loader />;
  if (assignments.isError) {
    const error = assignments.error;
    if (isHandledByHost(error)) return null;
    if (error instanceof ApiError && error.httpStatus === 404) return <EmptyState message={error.message} />;
    return (
      <div>
        <p role="alert">{ERROR_PAGE_TEXT}</p>
        <p className={styles.meta}>{error.message}</p>
        <Button variant="secondary" onClick={() => void assignments.refetch()}>
          {MESSAGES.retry}
        </Button>
      </div>
    );
  }
  const { dpps } = assignments.data;
  if (dpps.length === 0) return <EmptyState message={t.noAssignments} subMessage={t.noAssignmentsSub} />;
  const launch =
    student && user
      ? { studentId: student.id, userId: user.user_id, token: user.token, studentName: student.name }
      : null;
  return (
    <ul className={styles.assignmentList} aria-label={t.assignmentsOf(lecture)}>
      {dpps.map((mpp) => {
        const action = launch ? mppAction(mpp, launch) : null;
        return (
          <li key={mpp.id} className={styles.assignment}>
            <p className={styles.assignmentName}>{mpp.name}</p>
            <p className={styles.meta}>
              {mpp.status} · {t.questionsDone(mpp.num_attempted, mpp.total_questions)}
            </p>
            <p className={styles.meta}>
              <time dateTime={mpp.start_date}>{t.from(formatDateTime(mpp.start_date))}</time>
            </p>
            {action && isScreenBuilt(action.to) && (
              <Link
                className={`cp-button ${action.tone === 'success' ? 'cp-button--secondary' : 'cp-button--primary'}`}
                to={action.to}
                state={action.state}
              >
                {action.label}
                <span className="cp-visually-hidden"> {mpp.name}</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
