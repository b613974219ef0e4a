import type { CSSProperties } from 'react';
import { QueryClientProvider, useQueries } from '@tanstack/react-query';
import { errorText, isHandledByHost } from '@classroom/shared/api';
import type { Course, StudentData, SubjectAssociation } from '@classroom/shared/contract';
import { formatDay, formatMobile } from '@classroom/shared/format';
import { queryClient } from '@classroom/shared/query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { MESSAGES } from '../messages';
import { ParentCard } from './parent-card';
import { EmailField } from './email-field';
import { BooksCard } from './books-card';
import { NpsCard } from './nps-card';
import { ReportRequestCard } from './report-request-card';
import { visibleBatches } from '@classroom/shared/session';
import { studentCoursesQuery, studentSubjectsQuery } from './queries';
import styles from './profile.module.css';

/**
 * The profile at /student/profile (000 §2, §3): the student data (name, '+91-' mobile, email — added or changed here,
 * 000 §7 update-student-email — school,
 * class and section, date joined), the batches (hidden sections removed, 000 §5) and the subjects with
 * their colours from the data; the parent details with a link to Edit Parent. A failed batches or
 * subjects read shows its text (000 §8) with Retry; nothing when the host handles it (401, 1007). Below: the books of
 * the subjects (000 §7 get-books-info), the progress report request (000 §7 post-student-report-request) and the NPS rating (000 §7 submit-nps-rating).
 */
export function ProfilePage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Profile />
    </QueryClientProvider>
  );
}

function Profile() {
  useTitle(MESSAGES.profileTitle);
  const { student, error } = useStudent();
  const studentId = student?.id ?? 0;
  const [courses, subjects] = useQueries({
    queries: [
      { ...studentCoursesQuery(studentId), enabled: student !== null },
      { ...studentSubjectsQuery(studentId), enabled: student !== null },
    ],
  });
  const failed = courses.error ?? subjects.error;

  if (error) return isHandledByHost(error) ? null : <p role="alert">{errorText(error)}</p>;
  if (failed && isHandledByHost(failed)) return null;
  if (!student || (!failed && (!courses.data || !subjects.data))) return <Loader />;
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <StudentCard student={student} />
      <ParentCard />
      {failed || !courses.data || !subjects.data ? (
        <div className={styles.card}>
          <p role="alert">{errorText(failed)}</p>
          <Button
            onClick={() => {
              if (courses.isError) void courses.refetch();
              if (subjects.isError) void subjects.refetch();
            }}
          >
            {MESSAGES.retry}
          </Button>
        </div>
      ) : (
        <>
          <Batches courses={visibleBatches(courses.data)} />
          <Subjects subjects={subjects.data} />
          <BooksCard />
          <ReportRequestCard courses={visibleBatches(courses.data)} current={student.student_course_id} />
        </>
      )}
      <NpsCard />
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
        <dd>
          <EmailField student={student} />
        </dd>
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
            <li
              key={id}
              className={styles.chip}
              style={{ '--subject-color': s.primary_color, '--subject-soft': s.secondary_color } as CSSProperties}
            >
              <span className={styles.dot} aria-hidden="true" />
              {s.subject_name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
