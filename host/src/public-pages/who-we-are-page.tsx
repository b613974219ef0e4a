import { Link } from 'react-router-dom';
import { isScreenBuilt } from '@classroom/shared/links';
import { useTitle } from '@classroom/shared/ui';
import styles from './public-pages.module.css';

/**
 * /whoweare (001 §2.1 public route): who the institute is and what the portal offers (000 §1), with the way in —
 * sign in, or create a free account (shown only when built).
 */
export function WhoWeArePage() {
  useTitle('Who We Are');
  return (
    <main id="main" className={styles.page}>
      <article className={styles.card}>
        <h1>Who we are</h1>
        <p>
          Classroom is a coaching institute for students of classes 6 to 12 preparing for school exams and for the JEE
          and NEET entrance exams.
        </p>
        <h2>What our students get</h2>
        <ul>
          <li>Live classes with our faculty, and every past class to replay with its notes.</li>
          <li>Mandatory practice problems, tests and quizzes with results, answer keys and percentiles.</li>
          <li>NCERT, JEE and NEET corners with chapter videos, notes and worked NCERT exercises.</li>
          <li>Solutions to doubts, attendance, schedules and notifications in one place.</li>
        </ul>
        <p>A free account opens the NCERT, JEE and NEET corners; enrolled students get the full classroom.</p>
        <p className={styles.actions}>
          <Link to="/">Sign in</Link>
          {isScreenBuilt('/signup') && <Link to="/signup">Create a free account</Link>}
        </p>
      </article>
    </main>
  );
}

/** /blankpage (001 §2.1 public route): an intentionally empty page (a neutral landing target), titled, with nothing to do. */
export function BlankPage() {
  useTitle('Blank');
  return <main id="main" aria-label="Blank page" className={styles.blank} />;
}
