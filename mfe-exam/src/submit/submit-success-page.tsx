import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTitle } from '@classroom/shared/ui';
import { EXAM_SUBMITTED } from '../messages';
import { listTitle } from '../lib/test-list-rules';
import type { SubmittedState } from '../lib/submitted-state';
import styles from './submit.module.css';

/**
 * /student/SubmitSuccessfully (001 §2.5): the confirmation after a successful submit, with links onward — back to the
 * list the exam came from ('Back to My Quiz' after a quiz, 001 §2.2 titles by exam type) and to the dashboard.
 */
export function SubmitSuccessPage() {
  useTitle(EXAM_SUBMITTED);
  const { examName, examType = 1 } = (useLocation().state as SubmittedState | null) ?? {};
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          ✓
        </span>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {EXAM_SUBMITTED}
        </h1>
        <p>
          {examName
            ? `Your answers to ${examName} have been submitted for final marking.`
            : 'Your answers have been submitted for final marking.'}
        </p>
        <p className={styles.muted}>No changes are allowed after submission.</p>
        <div className={styles.links}>
          <Link className="cp-button cp-button--primary" to="/student/objectivetest" state={{ exam_type: examType }}>
            Back to {listTitle(examType)}
          </Link>
          <Link className="cp-button cp-button--secondary" to="/student">
            Go to Dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
