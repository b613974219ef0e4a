import { Link } from 'react-router-dom';
import type { DataOf } from '@classroom/shared/contract';
import { isScreenBuilt } from '@classroom/shared/links';
import { MESSAGES } from '../messages';
import { SAMPLE_ATTENDANCE } from '../ui/attendance-locked';
import { AttendanceSummary } from '../ui/attendance-summary';
import styles from '../ui/attendance.module.css';

export const ATTENDANCE_PATH = '/student/attendance';

/**
 * The dashboard's attendance panel (000 §2): the current batch's totals and subject cards with a link to the full view;
 * `record` is null for a free student, who sees the sample figures under the dashboard's one unlock prompt (000 §6).
 */
export function AttendancePanel({ record }: { record: DataOf<'attendance'> | null }) {
  return (
    <section id="dash-attendance" className={styles.panel} aria-labelledby="dash-attendance-heading">
      <div className={styles.panelHead}>
        <h2 id="dash-attendance-heading">{MESSAGES.attendance.title}</h2>
        {record && isScreenBuilt(ATTENDANCE_PATH) && <Link to={ATTENDANCE_PATH}>{MESSAGES.attendance.view}</Link>}
      </div>
      <AttendanceSummary record={record ?? SAMPLE_ATTENDANCE} />
    </section>
  );
}

/** 000 §2 the mobile attendance chip (shown at or below 991 px): the percentage, linking to /student/attendance. */
export function AttendanceChip({ record }: { record: DataOf<'attendance'> | null }) {
  if (!isScreenBuilt(ATTENDANCE_PATH)) return null;
  return (
    <Link to={ATTENDANCE_PATH} className={styles.chip}>
      {MESSAGES.attendance.title}
      {record ? `: ${record.attendance_percentage}%` : ''}
    </Link>
  );
}
