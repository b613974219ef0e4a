import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ExamResultReply } from '@classroom/shared/contract';
import { isScreenBuilt } from '@classroom/shared/links';
import { formatDateTime, formatDuration } from '@classroom/shared/format';
import { Loader, useTitle } from '@classroom/shared/ui';
import { DPP_RESULT, EXAM_RESULT, PRACTICE_NOTE } from '../messages';
import { barPercent, formatMarks, verdict } from '../lib/result-format';
import { examResultQuery } from '../data/result-queries';
import { ResultMessage, resultMessage } from './result-message';
import { useRelease, type ResultRouteState } from './use-release';
import styles from '../ui/results.module.css';

/**
 * /student/result/{examId} (001 §2.1; layout ours, docs/decisions/0004): score, rank and percentile first, then marks by
 * subject and section, then time per question — one column on a 390 px phone, cards widen on a laptop.
 */
export function ResultPage() {
  const location = useLocation();
  // 000 §2 screen titles: 'DPP Result' at /student/dpp-result/{examId}, 'Exam Result' otherwise.
  const screenTitle = location.pathname.startsWith('/student/dpp-result/') ? DPP_RESULT : EXAM_RESULT;
  useTitle(screenTitle);
  const examId = Number(useParams().examId);
  const state = location.state as ResultRouteState;
  // 001 §2.2: before the declaration the screen says when, and asks the server nothing it would refuse.
  const release = useRelease(examId);
  const { data, error: failure, refetch } = useQuery({ ...examResultQuery(examId), enabled: release.kind === 'read' });
  const message = resultMessage(release, failure);
  if (failure && !message) return null;
  if (message) {
    return (
      <ResultMessage title={screenTitle} subtitle={state?.exam_name} message={message} onRetry={() => void refetch()} />
    );
  }
  if (!data) return <Loader />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{screenTitle}</h1>
      <p className={styles.examName}>{data.exam_name}</p>
      <p className={styles.muted}>Submitted {formatDateTime(data.submitted_at)}</p>
      {/* 000 §4 status 7: a practice attempt has a score but no rank or percentile. */}
      {data.practice && (
        <p className={styles.practiceNote} data-testid="practice-note">
          {data.note ?? PRACTICE_NOTE}
        </p>
      )}

      <ScoreCard data={data} examId={examId} />

      <SubjectMarks data={data} />

      <SectionMarks data={data} />

      <QuestionTimes data={data} />
    </div>
  );
}

/** The score card: score, rank, percentile, attempted, correct and time taken, with the answer key and analysis links. */
function ScoreCard({ data, examId }: { data: ExamResultReply; examId: number }) {
  const attempted = data.questions.filter((q) => q.attempted).length;
  const correct = data.questions.filter((q) => q.correct === true).length;
  const totalSeconds = data.questions.reduce((s, q) => s + q.total_seconds, 0);
  return (
    <section className={styles.scoreCard} aria-label="Score">
      <div className={styles.bigStat}>
        <span className={styles.statLabel}>Score</span>
        <span className={styles.statValue}>
          {formatMarks(data.score)}
          <span className={styles.statOf}> / {formatMarks(data.max_marks)}</span>
        </span>
      </div>
      <div className={styles.stats}>
        <div>
          <span className={styles.statLabel}>Rank</span>
          <span className={styles.statSmall}>
            {data.rank === null ? '—' : `${data.rank} of ${data.total_students}`}
          </span>
        </div>
        <div>
          <span className={styles.statLabel}>Percentile</span>
          <span className={styles.statSmall}>{data.percentile === null ? '—' : data.percentile.toFixed(2)}</span>
        </div>
        <div>
          <span className={styles.statLabel}>Attempted</span>
          <span className={styles.statSmall}>
            {attempted} / {data.questions.length}
          </span>
        </div>
        <div>
          <span className={styles.statLabel}>Correct</span>
          <span className={styles.statSmall}>{correct}</span>
        </div>
        <div>
          <span className={styles.statLabel}>Time taken</span>
          <span className={styles.statSmall}>{formatDuration(totalSeconds)}</span>
        </div>
      </div>
      <Link
        className="cp-button cp-button--primary"
        to={`/student/answer/${examId}`}
        state={{ exam_name: data.exam_name, result_released: true }}
      >
        View answer key
      </Link>
      {/*: the result analysis (001 §2.1 objectiveresult/percentileandscore, state exam_id, exam_type). */}
      {isScreenBuilt('/student/objectiveresult/percentileandscore') && (
        <Link
          className="cp-button cp-button--secondary"
          to="/student/objectiveresult/percentileandscore"
          state={{ exam_id: examId, exam_type: 1 }}
        >
          Result analysis
        </Link>
      )}
    </section>
  );
}

/** Marks by subject, each with a bar of its share of the subject's maximum. */
function SubjectMarks({ data }: { data: ExamResultReply }) {
  return (
    <section aria-labelledby="by-subject" className={styles.card}>
      <h2 id="by-subject" className={styles.h2}>
        Marks by subject
      </h2>
      <ul className={styles.bars}>
        {data.subjects.map((s) => (
          <li key={s.subject_id}>
            <div className={styles.barHead}>
              <span>{s.subject_name}</span>
              <span className={styles.num}>
                {formatMarks(s.score)} / {formatMarks(s.max_marks)}
              </span>
            </div>
            <div className={styles.bar} aria-hidden="true">
              <span style={{ width: `${barPercent(s.score, s.max_marks)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Marks by section: correct over attempted, and marks over the maximum. */
function SectionMarks({ data }: { data: ExamResultReply }) {
  return (
    <section aria-labelledby="by-section" className={styles.card}>
      <h2 id="by-section" className={styles.h2}>
        Marks by section
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Correct / attempted</th>
            <th scope="col">Marks</th>
          </tr>
        </thead>
        <tbody>
          {data.sections.map((s) => (
            <tr key={s.section_id}>
              <th scope="row">
                {s.subject_name} · {s.section_name}
              </th>
              <td className={styles.num}>
                {s.correct} / {s.attempted}
              </td>
              <td className={styles.num}>
                {formatMarks(s.score)} / {formatMarks(s.max_marks)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Time per question, each cell marked correct or incorrect with the marks it gave. */
function QuestionTimes({ data }: { data: ExamResultReply }) {
  return (
    <section aria-labelledby="per-question" className={styles.card}>
      <h2 id="per-question" className={styles.h2}>
        Time per question
      </h2>
      <ol className={styles.timeGrid}>
        {data.questions.map((q) => {
          const v = verdict(q.correct, q.attempted);
          return (
            <li
              key={q.serial_no}
              className={`${styles.timeCell} ${v === 'Correct' ? styles.correct : v === 'Incorrect' ? styles.wrong : ''}`}
            >
              <span className={styles.qno}>Q{q.serial_no}</span>
              <span className={styles.num}>{formatDuration(q.total_seconds)}</span>
              <span className={styles.verdict}>
                {v} · {formatMarks(q.marks, true)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
