import { useEffect, useState, type CSSProperties } from 'react';
import { ApiError, call } from '@classroom/shared/api';
import type { Course, StudentData, SubjectAssociation } from '@classroom/shared/contract';
import { formatDay, formatMobile } from '@classroom/shared/format';
import { Button, Loader, useStudent, useTitle } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import { ParentCard } from '../parent/parent-card';
import { EmailField } from './email-field';
import { visibleBatches } from '@classroom/shared/session';
import styles from './profile.module.css';

type Extra = { status: 'loading' } | { status: 'ready'; courses: Course[]; subjects: SubjectAssociation[] } | { status: 'host' } | { status: 'error'; message: string };

const handledByHost = (error: unknown) => error instanceof ApiError && (error.kind === 'profile-locked' || error.kind === 'session-expired');

/**
 * The profile at /student/profile (000 §2, §3): the student data (name, '+91-' mobile, email — added or changed here,
 * 000 §7 update-student-email — school,
 * class and section, date joined), the batches (hidden sections removed, 000 §5) and the subjects with
 * their colours from the data; the parent details (issue 11 §2) with a link to Edit Parent.
 */
export function ProfilePage() {
  useTitle(MESSAGES.profileTitle);
  const { student, error } = useStudent();
  const [attempt, setAttempt] = useState(0);
  const [extra, setExtra] = useState<Extra>({ status: 'loading' });
  const studentId = student?.id;
  useEffect(() => {
    if (studentId === undefined) return;
    const controller = new AbortController();
    setExtra({ status: 'loading' });
    Promise.all([
      call('studentCourses', { query: { student_id: studentId }, signal: controller.signal }),
      call('studentSubjects', { query: { student_id: studentId }, signal: controller.signal }),
    ]).then(
      ([courses, subjects]) => !controller.signal.aborted && setExtra({ status: 'ready', courses, subjects }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setExtra(handledByHost(err) ? { status: 'host' } : { status: 'error', message: err instanceof Error ? err.message : MESSAGES.defaultError });
      },
    );
    return () => controller.abort();
  }, [studentId, attempt]);

  if (error) return handledByHost(error) ? null : <p role="alert">{error.message || MESSAGES.defaultError}</p>;
  if (!student || extra.status === 'loading') return <Loader />;
  if (extra.status === 'host') return null;
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <StudentCard student={student} />
      <ParentCard />
      {extra.status === 'error' ? (
        <div className={styles.card}>
          <p role="alert">{extra.message}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{MESSAGES.retry}</Button>
        </div>
      ) : (
        <>
          <Batches courses={visibleBatches(extra.courses)} />
          <Subjects subjects={extra.subjects} />
        </>
      )}
    </section>
  );
}

function StudentCard({ student }: { student: StudentData }) {
  const p = MESSAGES.profile;
  return (
    <div className={styles.card}>
      <div className={styles.identity}>
        {student.profile_pic ? (
          <img className={styles.avatar} src={student.profile_pic} alt="" width={72} height={72} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {student.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <h1 id="profile-title" className={styles.name}>
          {student.name}
        </h1>
      </div>
      <dl className={styles.facts}>
        <dt>{p.mobile}</dt>
        <dd className="cp-tabular">{formatMobile(student.mobile_number)}</dd>
        <dt>{p.email}</dt>
        <dd><EmailField student={student} /></dd>
        <dt>{p.school}</dt>
        <dd>{student.school_assoc.school_name}</dd>
        <dt>{p.classSection}</dt>
        <dd>
          {student.section_assoc.class_name} · {student.section_assoc.section_name}
        </dd>
        <dt>{p.joined}</dt>
        <dd>{formatDay(student.date_joined)}</dd>
      </dl>
    </div>
  );
}

function Batches({ courses }: { courses: Course[] }) {
  return (
    <div className={styles.card}>
      <h2 className={styles.heading}>{MESSAGES.profile.batches}</h2>
      {courses.length === 0 ? (
        <p className={styles.muted}>{MESSAGES.profile.noBatches}</p>
      ) : (
        <ul className={styles.list}>
          {courses.map((course) => (
            <li key={course.student_course_id}>{course.section_name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Subjects({ subjects }: { subjects: SubjectAssociation[] }) {
  return (
    <div className={styles.card}>
      <h2 className={styles.heading}>{MESSAGES.profile.subjects}</h2>
      {subjects.length === 0 ? (
        <p className={styles.muted}>{MESSAGES.profile.noSubjects}</p>
      ) : (
        <ul className={styles.chips}>
          {subjects.map(({ id, subject_assoc: s }) => (
            <li key={id} className={styles.chip} style={{ '--subject-color': s.primary_color, '--subject-soft': s.secondary_color } as CSSProperties}>
              <span className={styles.dot} aria-hidden="true" />
              {s.subject_name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
