import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { call, errorText } from '@classroom/shared/api';
import { STUDENT_PERMISSION } from '@classroom/shared/contract';
import { formatDay, formatRupees } from '@classroom/shared/format';
import { isScreenBuilt } from '@classroom/shared/links';
import { queryClient } from '@classroom/shared/query';
import { useSession } from '@classroom/shared/session';
import { EmptyState, Loader, useTitle } from '@classroom/shared/ui';
import styles from './public-pages.module.css';

/**
 * Where the enrol call to action leads: a signed-in student to the dashboard (its banner's Enroll Now opens the
 * payment, 000 §4), a visitor to sign-up (a free account first), or to sign-in while sign-up is not built.
 */
export function enrolTarget(signedIn: boolean, signupBuilt: boolean): { to: string; label: string } {
  if (signedIn) return { to: '/student', label: 'Enrol from your dashboard' };
  return signupBuilt ? { to: '/signup', label: 'Enrol now' } : { to: '/', label: 'Sign in to enrol' };
}

function Landing() {
  useTitle('JEE Advanced Crash Course');
  const signedIn = useSession((s) => s.user?.permission === STUDENT_PERMISSION);
  const course = useQuery({ queryKey: ['course-landing'], queryFn: () => call('courseLanding', {}) });
  const cta = enrolTarget(signedIn, isScreenBuilt('/signup'));
  return (
    <main id="main" className={styles.page}>
      <article className={styles.card}>
        {course.isLoading && <Loader />}
        {course.error && (
          <p role="alert" className="cp-alert">
            {errorText(course.error)}
          </p>
        )}
        {course.data === null && (
          <EmptyState message="No course is open for enrolment right now" subMessage="Check back later" />
        )}
        {course.data && (
          <>
            <p className={styles.kicker}>{course.data.course_name}</p>
            <h1>{course.data.pre_launch_header}</h1>
            {course.data.course_img_web && <img className={styles.hero} src={course.data.course_img_web} alt="" />}
            <p>{course.data.pre_launch_desc}</p>
            <ul className={styles.features}>
              {course.data.features.map((f) => (
                <li key={f.snapshot}>
                  <strong>{f.snapshot}</strong> {f.details}
                </li>
              ))}
            </ul>
            <p>
              Starts {formatDay(course.data.course_start_date)} ·{' '}
              <strong>{formatRupees(course.data.course_online_price)}</strong>
            </p>
            <p className={styles.actions}>
              <Link className="cp-button cp-button--primary" to={cta.to}>
                {cta.label}
              </Link>
            </p>
          </>
        )}
      </article>
    </main>
  );
}

/**
 * /jee_advance_crash_course (001 §2.1 public route): the course landing page from the pre-enrolment
 * banner's data (course-landing call): header, description, features, start date, price in rupees (Indian grouping),
 * and the enrol call to action.
 */
export function CourseLandingPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Landing />
    </QueryClientProvider>
  );
}
