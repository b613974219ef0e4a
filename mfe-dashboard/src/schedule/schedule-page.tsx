import { useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { JoinButton } from '../ui/join-button';
import { FreeOverlay } from '../ui/free-overlay';
import { classesQuery, timetableQuery } from '../data/queries';
import { QueryError } from '../data/query-error';
import { MESSAGES } from '../messages';
import { isLiveNow } from '../lib/live-now';
import { hasClassesFrom, istDay, istTime, scheduleWeek } from './schedule-days';
import styles from './schedule.module.css';

const t = MESSAGES.schedule;

/**
 * /student/myschedule and the older bar's /student/Myschedule (000 §2): the scheduled classes of the
 * student's batches by day, today first — a 7-day week grid on desktop, a list by day on mobile (≤ 991 px) — each
 * with its subject colour, faculty, IST start and end, and Join while live (start-live-class, 000 §8); the batch's
 * timetable PDF (get-timetable-pdf) when uploaded. Classes come from the dashboard's cached class list.
 */
export function SchedulePage() {
  useTitle(t.title);
  const { student } = useStudent();
  const classes = useQuery({ ...classesQuery(), enabled: student !== null && !student.is_free });
  const batch = student?.student_course_id ?? null;
  const timetable = useQuery({ ...timetableQuery(batch ?? 0), enabled: batch !== null && !student?.is_free });
  const [week, setWeek] = useState(0);
  const now = new Date();

  if (classes.isError)
    return <QueryError error={classes.error} onRetry={() => void classes.refetch()} className={styles.page} />;
  if (student?.is_free) {
    // 000 §6: Schedule is locked for free students — the page shows the unlock prompt over an empty week.
    return (
      <section className={styles.page} aria-labelledby="schedule-title">
        <h1 id="schedule-title">{t.title}</h1>
        <FreeOverlay requestType="Schedule">
          <p style={{ minHeight: 240 }}>{t.empty}</p>
        </FreeOverlay>
      </section>
    );
  }
  if (!classes.data) return <Loader />;
  const days = scheduleWeek(classes.data, now, week);
  const today = istDay(now);
  const pdf = timetable.data?.timetable_pdf_url ?? null;
  return (
    <section className={styles.page} aria-labelledby="schedule-title">
      <div className={styles.head}>
        <h1 id="schedule-title">{t.title}</h1>
        {pdf && (
          <a className="cp-button cp-button--secondary" href={pdf} target="_blank" rel="noopener noreferrer">
            {t.timetable}
            <span className="cp-visually-hidden"> {timetable.data?.section_name} (opens in a new tab)</span>
          </a>
        )}
      </div>
      <div className={styles.weekNav}>
        <Button variant="secondary" disabled={week === 0} onClick={() => setWeek((w) => w - 1)}>
          {t.previousWeek}
        </Button>
        <Button
          variant="secondary"
          disabled={!hasClassesFrom(classes.data, now, week + 1)}
          onClick={() => setWeek((w) => w + 1)}
        >
          {t.nextWeek}
        </Button>
      </div>
      <ol className={styles.week} aria-label={`${t.title}: ${days[0]!.label} to ${days[6]!.label}`}>
        {days.map((day) => (
          <li key={day.day} className={`${styles.day} ${day.day === today ? styles.today : ''}`} data-day={day.day}>
            <h2>{day.label}</h2>
            {day.classes.length === 0 ? (
              <p className={styles.none}>{t.noClasses}</p>
            ) : (
              <ul className={styles.classes}>
                {day.classes.map((c) => {
                  const live = isLiveNow(c, now);
                  return (
                    <li
                      key={c.liveclass_id}
                      className={styles.item}
                      style={{ '--subject-color': c.primary_color } as CSSProperties}
                      data-testid="schedule-class"
                    >
                      <p className={styles.time}>
                        {istTime(c.start_date)} – {istTime(c.end_date)} <span className="cp-visually-hidden">IST</span>
                        {live && <span className={styles.live}>{t.live}</span>}
                      </p>
                      <p className={styles.subject}>{c.subject_name}</p>
                      <p className={styles.lecture}>{c.lecture}</p>
                      <p className={styles.faculty}>
                        {c.faculty_name}
                        {c.class_type === 'offline' ? ` · ${MESSAGES.classCard.offline}` : ''}
                      </p>
                      {live && <JoinButton liveClassId={c.liveclass_id} name={c.lecture} />}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
