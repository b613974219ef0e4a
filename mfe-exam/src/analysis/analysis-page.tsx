import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ResultAnalysisReply } from '@classroom/shared/contract';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { PRACTICE_NOTE, RETRY } from '../messages';
import { AnswerKeyList } from '../ui/answer-key-list';
import { formatMarks } from '../lib/result-format';
import { readFailureText } from '../data/read-failure';
import { answerKeyQuery, resultAnalysisQuery } from '../data/result-queries';
import resultStyles from '../ui/results.module.css';
import { DistributionBars, GroupedBars } from './charts';
import {
  ANALYSIS_PAGES,
  analysisExamId,
  analysisPage,
  bandLabel,
  chapterRows,
  difficultyRows,
  minutesSeconds,
  timeRows,
  type AnalysisSlug,
} from './pages';
import styles from './analysis.module.css';

/**
 * Result analysis at /student/objectiveresult/{page} (001 §2.1), the exam from route state exam_id (or
 * ?exam_id=): percentileandscore, difficultylevelwisescore, timeperquestion, chapterwisescore (a Recharts chart and a
 * table with the same figures for screen readers), solutions and questionpaper (the answer key with math). Without an
 * exam it returns to the test list; before the result is declared it says 'Result will be declared on {date}'.
 */
export function AnalysisPage() {
  const location = useLocation();
  const page = analysisPage(useParams().page);
  const examId = analysisExamId(location.state, location.search);
  useTitle(page?.title ?? 'Result analysis');
  if (examId === null) return <Navigate to="/student/objectivetest" replace />;
  if (!page)
    return (
      <Navigate
        to="/student/objectiveresult/percentileandscore"
        replace
        state={{ ...(location.state as object | null), exam_id: examId }}
      />
    );
  return (
    <AnalysisScreen
      key={`${examId}:${page.slug}`}
      examId={examId}
      slug={page.slug}
      title={page.title}
      state={location.state}
    />
  );
}

function AnalysisScreen({
  examId,
  slug,
  title,
  state,
}: {
  examId: number;
  slug: AnalysisSlug;
  title: string;
  state: unknown;
}) {
  const paper = slug === 'solutions' || slug === 'questionpaper';
  // The solutions and question-paper pages read the answer key; the others the analysis.
  const analysis = useQuery({ ...resultAnalysisQuery(examId), enabled: !paper });
  const key = useQuery({ ...answerKeyQuery(examId), enabled: paper });
  const failure = analysis.error ?? key.error;
  const error = readFailureText(failure);
  const loaded = paper ? key.data : analysis.data;
  const linkState = { ...(state as object | null), exam_id: examId };
  return (
    <div className={resultStyles.page}>
      <h1 className={resultStyles.title}>{title}</h1>
      {loaded && 'exam_name' in loaded && <p className={resultStyles.examName}>{loaded.exam_name}</p>}
      <nav
        aria-label="Result analysis"
        className={`cp-scroll-row ${styles.nav}`}
        // A tab reached by Tab is shown whole (the browser leaves a half-shown one where it is).
        onFocus={(e) => (e.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
        {ANALYSIS_PAGES.map((p) => (
          <Link
            key={p.slug}
            to={`/student/objectiveresult/${p.slug}`}
            state={linkState}
            aria-current={p.slug === slug ? 'page' : undefined}
          >
            {p.title}
          </Link>
        ))}
      </nav>
      {error ? (
        <div>
          <p role="alert" className="cp-alert">
            {error}
          </p>
          <Button onClick={() => void (paper ? key : analysis).refetch()}>{RETRY}</Button>
        </div>
      ) : !loaded ? (
        failure ? null : (
          <Loader />
        )
      ) : paper && key.data ? (
        <AnswerKeyList questions={key.data.questions} showAnswers={slug === 'solutions'} />
      ) : analysis.data ? (
        <AnalysisSection slug={slug} a={analysis.data} />
      ) : null}
    </div>
  );
}

/** One chart page: the figure (chart + caption) and its table. */
function AnalysisSection({ slug, a }: { slug: AnalysisSlug; a: ResultAnalysisReply }) {
  if (slug === 'percentileandscore') return <ScoreSection a={a} />;
  if (slug === 'timeperquestion') return <TimeSection a={a} />;
  return <GroupSection a={a} chapters={slug === 'chapterwisescore'} />;
}

/** Percentile and score: the student's figures against the cohort, and the students by score band. */
function ScoreSection({ a }: { a: ResultAnalysisReply }) {
  const bands = a.cohort.distribution.map((b) => ({
    name: bandLabel(b.from, b.to),
    students: b.students,
    mine: b.mine,
  }));
  return (
    <>
      {a.practice && <p className={resultStyles.practiceNote}>{PRACTICE_NOTE}</p>}
      <section className={resultStyles.card} aria-labelledby="score-h">
        <h2 id="score-h" className={resultStyles.h2}>
          Your score
        </h2>
        <dl className={styles.stats}>
          <div>
            <dt>Score</dt>
            <dd>
              {formatMarks(a.score)} / {formatMarks(a.max_marks)}
            </dd>
          </div>
          <div>
            <dt>Percentile</dt>
            <dd>{a.percentile === null ? '—' : a.percentile.toFixed(2)}</dd>
          </div>
          <div>
            <dt>Rank</dt>
            <dd>{a.rank === null ? '—' : `${a.rank} of ${a.total_students}`}</dd>
          </div>
          <div>
            <dt>Average</dt>
            <dd>{formatMarks(a.cohort.average)}</dd>
          </div>
          <div>
            <dt>Median</dt>
            <dd>{formatMarks(a.cohort.median)}</dd>
          </div>
          <div>
            <dt>Highest</dt>
            <dd>{formatMarks(a.cohort.highest)}</dd>
          </div>
        </dl>
      </section>
      <section className={resultStyles.card} aria-labelledby="dist-h">
        <figure className={styles.figure}>
          <figcaption id="dist-h" className={styles.caption}>
            Students by score ({a.total_students} students; your band highlighted)
          </figcaption>
          <DistributionBars rows={bands} />
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Students by score band, table">
            <table className={resultStyles.table}>
              <caption className="cp-visually-hidden">Students by score band</caption>
              <thead>
                <tr>
                  <th scope="col">Score band</th>
                  <th scope="col">Students</th>
                  <th scope="col">Your band</th>
                </tr>
              </thead>
              <tbody>
                {bands.map((b) => (
                  <tr key={b.name}>
                    <th scope="row">{b.name}</th>
                    <td>{b.students}</td>
                    <td>{b.mine ? 'Yes' : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </section>
    </>
  );
}

/** Time per question: the student's seconds against the cohort's median, question by question. */
function TimeSection({ a }: { a: ResultAnalysisReply }) {
  const rows = timeRows(a);
  return (
    <section className={resultStyles.card} aria-labelledby="time-h">
      <figure className={styles.figure}>
        <figcaption id="time-h" className={styles.caption}>
          Your time per question against the median of {a.total_students} students (seconds)
        </figcaption>
        <GroupedBars rows={rows} you="you" other="median" otherLabel="Median" />
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Time per question, table">
          <table className={resultStyles.table}>
            <caption className="cp-visually-hidden">Time per question</caption>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Your time</th>
                <th scope="col">Median</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.name}>
                  <th scope="row">{r.name}</th>
                  <td>{minutesSeconds(r.you)}</td>
                  <td>{minutesSeconds(r.median)}</td>
                  <td>{r.verdict}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </section>
  );
}

/** Marks by chapter (`chapters`) or by difficulty level against the cohort's average. */
function GroupSection({ a, chapters }: { a: ResultAnalysisReply; chapters: boolean }) {
  const rows = chapters ? chapterRows(a) : difficultyRows(a);
  const label = chapters ? 'Chapter' : 'Difficulty level';
  return (
    <section className={resultStyles.card} aria-labelledby="group-h">
      <figure className={styles.figure}>
        <figcaption id="group-h" className={styles.caption}>
          Your marks by {label.toLowerCase()} against the average of {a.total_students} students
        </figcaption>
        <GroupedBars
          rows={rows.map((r) => ({ ...r }))}
          you="you"
          other="cohort"
          otherLabel="Average"
          vertical={chapters}
        />
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={`Marks by ${label.toLowerCase()}, table`}
        >
          <table className={resultStyles.table}>
            <caption className="cp-visually-hidden">{`Marks by ${label.toLowerCase()}`}</caption>
            <thead>
              <tr>
                <th scope="col">{label}</th>
                <th scope="col">Correct</th>
                <th scope="col">Your marks</th>
                <th scope="col">Average</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.name}>
                  <th scope="row">{r.name}</th>
                  <td>
                    {r.correct} / {r.questions}
                  </td>
                  <td>
                    {formatMarks(r.you)} / {formatMarks(r.max)}
                  </td>
                  <td>{formatMarks(r.cohort)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </section>
  );
}
