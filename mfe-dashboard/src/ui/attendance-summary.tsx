import type { DataOf } from '@classroom/shared/contract';
import { formatIndianNumber as formatNumber } from '@classroom/shared/format';
import { MESSAGES } from '../messages';
import styles from './attendance.module.css';

/**
 * 000 §2 Attendance view, §3 Attendance record: total attended out of total classes, online and offline counts, the
 * percentage, and a card per subject 'N out of M'. Numbers use Indian grouping (000 §5).
 */
export function AttendanceSummary({ record }: { record: DataOf<'attendance'> }) {
  const t = MESSAGES.attendance;
  return (
    <>
      <dl className={styles.totals}>
        <div className={styles.stat}>
          <dt>Total classes attended</dt>
          <dd data-testid="attendance-total">{t.outOf(record.attendance_count, record.total_classes)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.percentage}</dt>
          <dd data-testid="attendance-percentage">{formatNumber(record.attendance_percentage)}%</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.online}</dt>
          <dd data-testid="attendance-online">{formatNumber(record.online_attendance_count)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.offline}</dt>
          <dd data-testid="attendance-offline">{formatNumber(record.offline_attendance_count)}</dd>
        </div>
      </dl>
      <ul className={styles.subjects} aria-label="Attendance by subject">
        {record.Subjects.map((s) => (
          <li key={s.subject_id} className={styles.subject}>
            <p className={styles.subjectName}>{s.subject_name}</p>
            <p className={styles.subjectCount}>{t.outOf(s.subject_attendance, s.subject_total_attendance)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
