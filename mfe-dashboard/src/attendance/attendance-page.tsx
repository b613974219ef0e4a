import { isHandledByHost } from '@classroom/shared/api';
import { useQueries } from '@tanstack/react-query';
import type { StudentData } from '@classroom/shared/contract';
import { useLinks } from '@classroom/shared/config';
import { Button, EmptyState, ERROR_PAGE_TEXT, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { attendanceDatesQuery, attendanceQuery, holidaysQuery } from '../data/queries';
import { MESSAGES } from '../messages';
import { AttendanceCalendar } from './attendance-calendar';
import { AttendanceLocked } from '../ui/attendance-locked';
import { AttendanceSummary } from '../ui/attendance-summary';
import styles from '../ui/attendance.module.css';

/** 000 §2 'Open Feedback Form': the external form with the student's name and id added; null when unset. */
export function feedbackFormUrl(base: string | null, student: Pick<StudentData, 'id' | 'name'>): string | null {
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('name', student.name);
  url.searchParams.set('student_id', String(student.id));
  return url.toString();
}

/**
 * /student/attendance (000 §2 Attendance view): totals, per-subject cards and the month calendar of the current
 * batch — record, class days and holidays requested in parallel; 'Open Feedback Form'. Free students get the
 * locked overlay and no request for data (000 §6).
 */
export function AttendancePage() {
  useTitle(MESSAGES.attendance.title);
  const { student, error } = useStudent();
  const links = useLinks();
  if (error) return isHandledByHost(error) ? null : <p role="alert">{error.message}</p>;
  if (!student) return <Loader />;
  const feedback = feedbackFormUrl(links.feedbackForm, student);
  return (
    <section className={styles.page} aria-labelledby="attendance-title">
      <div className={styles.head}>
        <h1 id="attendance-title" className={styles.title}>
          {MESSAGES.attendance.title}
        </h1>
        {feedback && !student.is_free && (
          <a className="cp-button cp-button--secondary" href={feedback} target="_blank" rel="noopener noreferrer">
            {MESSAGES.attendance.feedback}
            <span className="cp-visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      {student.is_free ? (
        <AttendanceLocked />
      ) : student.student_course_id === null ? (
        <EmptyState message={MESSAGES.attendance.noBatch} subMessage={MESSAGES.attendance.noBatchSub} />
      ) : (
        <AttendanceData batch={student.student_course_id} schoolId={student.school_assoc.id} />
      )}
    </section>
  );
}

/** The batch's record, class days and holidays (three queries at once), then summary and calendar. */
function AttendanceData({ batch, schoolId }: { batch: number; schoolId: number }) {
  const [record, dates, holidays] = useQueries({
    queries: [attendanceQuery(batch), attendanceDatesQuery(batch), holidaysQuery(schoolId)],
  });
  const failed = [record, dates, holidays].find((q) => q.isError);
  if (failed) {
    if (isHandledByHost(failed.error)) return null;
    return (
      <div>
        <p>{ERROR_PAGE_TEXT}</p>
        <p role="alert">{failed.error?.message}</p>
        <Button onClick={() => [record, dates, holidays].forEach((q) => q.isError && void q.refetch())}>
          {MESSAGES.retry}
        </Button>
      </div>
    );
  }
  if (!record.data || !dates.data || !holidays.data) return <Loader />;
  return (
    <>
      <AttendanceSummary record={record.data} />
      <h2 className={styles.sectionTitle}>{MESSAGES.attendance.calendar}</h2>
      <AttendanceCalendar days={dates.data} holidays={holidays.data} />
    </>
  );
}
