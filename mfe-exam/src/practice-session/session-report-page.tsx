/** The practice session's report (001 §2.1 session-report/{session_id}). */
import { Link, Navigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DIFFICULTY_NAMES } from '@classroom/shared/contract';
import { Loader, PageFrame } from '@classroom/shared/ui';
import { idFrom } from '../lib/route-id';
import { Failure, PRACTICE_TEXT } from './frame';
import { sessionReportQuery } from './queries';
import { shortDuration } from './rules';
import styles from './practice.module.css';

/** /student/session-report/{sessionId}: accuracy, time, by difficulty and chapter (text tables), chapters to revise. */
export function SessionReportPage() {
  const sessionId = idFrom(useParams().sessionId);
  const report = useQuery({ ...sessionReportQuery(sessionId ?? 0), enabled: sessionId !== null });
  if (sessionId === null) return <Navigate to="/student/practice-session" replace />;
  const r = report.data;
  return (
    <PageFrame title={PRACTICE_TEXT.reportTitle} className={styles.narrow}>
      {report.error ? (
        <Failure error={report.error} retry={() => void report.refetch()} />
      ) : !r ? (
        <Loader />
      ) : (
        <>
          <p className={styles.meta}>
            {r.subject_name}
            {r.chapter_name ? ` · ${r.chapter_name}` : ` · ${PRACTICE_TEXT.allChapters}`}
          </p>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>Accuracy</dt>
              <dd data-testid="report-accuracy">{r.accuracy_percent} %</dd>
            </div>
            <div className={styles.figure}>
              <dt>Correct</dt>
              <dd>
                {r.correct} / {r.answered}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>Total time</dt>
              <dd>{shortDuration(r.total_seconds)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>Per question</dt>
              <dd>{shortDuration(r.average_seconds)}</dd>
            </div>
          </dl>
          <div className={styles.panel}>
            <h2 className={styles.subTitle}>Chapters to revise</h2>
            {r.answered === 0 ? (
              <p data-testid="report-revise">Nothing was answered in this session.</p>
            ) : r.chapters_to_revise.length === 0 ? (
              <p data-testid="report-revise">None: every chapter at 60 % or better.</p>
            ) : (
              <ul className={styles.revise} data-testid="report-revise">
                {r.chapters_to_revise.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            )}
          </div>
          <div
            className={`${styles.panel} ${styles.tableScroll}`}
            role="region"
            aria-label="By difficulty"
            tabIndex={0}
          >
            <table className={styles.table}>
              <caption className={styles.subTitle}>By difficulty</caption>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">Answered</th>
                  <th scope="col">Correct</th>
                </tr>
              </thead>
              <tbody>
                {r.by_difficulty.map((d) => (
                  <tr key={d.difficulty}>
                    <th scope="row">{DIFFICULTY_NAMES[d.difficulty]}</th>
                    <td>{d.answered}</td>
                    <td>{d.correct}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={`${styles.panel} ${styles.tableScroll}`} role="region" aria-label="By chapter" tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.subTitle}>By chapter</caption>
              <thead>
                <tr>
                  <th scope="col">Chapter</th>
                  <th scope="col">Answered</th>
                  <th scope="col">Correct</th>
                  <th scope="col">Accuracy</th>
                </tr>
              </thead>
              <tbody>
                {r.chapters.map((c) => (
                  <tr key={c.chapter_name}>
                    <th scope="row">{c.chapter_name}</th>
                    <td>{c.answered}</td>
                    <td>{c.correct}</td>
                    <td>{c.accuracy_percent} %</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <Link className="cp-button cp-button--primary" to="/student/practice-session">
              {PRACTICE_TEXT.again}
            </Link>
          </div>
        </>
      )}
    </PageFrame>
  );
}
