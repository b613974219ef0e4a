import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { formatDateTime } from '@classroom/shared/format';
import {
  CHECK_BACK_LATER,
  LATE_SUBMISSION,
  noContent,
  PRACTICE,
  START,
  VIEW_RESULT,
  QUESTION_PAPER,
} from '../messages';
import {
  examTypeFromState,
  isLateSubmission,
  listTitle,
  questionPaperLink,
  resultCell,
  rowsFor,
  startAction,
  startTarget,
  type ListTab,
} from '../lib/test-list-rules';
import { readFailureText } from '../data/read-failure';
import { givenExamsQuery, scheduledExamsQuery } from '../data/test-list-queries';
import styles from '../ui/test-list.module.css';
import { ReadFailure } from '../data/read-failure-view';
import { FilterTabs, tabLabel } from '../ui/filter-tabs';

const TYPE_WORDS: Record<number, string> = { 1: 'Tests', 2: 'Assignments', 3: 'Quiz' };

/**
 * The test list at /student/objectivetest (001 §2.2): title by exam type (route state exam_type, default 1), and the
 * quiz list at /student/Quizlist ('My Quiz', exam type 3),
 * tabs All / Attempted / Pending, and a table that becomes cards below 640 px.
 */
export function TestListPage() {
  const location = useLocation();
  const examType = examTypeFromState(location.state, location.pathname);
  const title = listTitle(examType);
  useTitle(title);
  const { student, error: studentError } = useStudent();
  const studentId = student?.id ?? 0;
  const [scheduled, given] = useQueries({
    queries: [
      { ...scheduledExamsQuery(studentId, examType), enabled: studentId > 0 },
      { ...givenExamsQuery(studentId, examType), enabled: studentId > 0 },
    ],
  });
  const reload = () => [scheduled, given].forEach((q) => q.isError && void q.refetch());
  const [tab, setTab] = useState<ListTab>('all');

  const loadError = readFailureText(scheduled.error ?? given.error ?? studentError);
  const lists = scheduled.data && given.data ? { scheduled: scheduled.data, given: given.data } : null;
  const rows = lists ? rowsFor(tab, lists.scheduled, lists.given) : [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <FilterTabs label="Filter tests" value={tab} onChange={setTab} />
      {loadError ? (
        <ReadFailure className={styles.error} message={loadError} onRetry={reload} />
      ) : !lists ? (
        <Loader />
      ) : rows.length === 0 ? (
        <EmptyState message={noContent(TYPE_WORDS[examType] ?? 'Tests')} subMessage={CHECK_BACK_LATER} />
      ) : (
        <table className={styles.table}>
          <caption className="cp-visually-hidden">{`${title}: ${tabLabel(tab)}`}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Test name</th>
              <th scope="col">Start</th>
              <th scope="col">End</th>
              <th scope="col">Action</th>
              <th scope="col">Late submission</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((exam, index) => (
              <ExamRow
                key={exam.exam_assoc.id}
                exam={exam}
                index={index}
                examType={examType}
                schoolId={student?.school_assoc.id}
                studentId={student?.id}
              />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** One exam's row: number, name, start and end (IST), its action (question paper, start, practice), late mark, result. */
function ExamRow({
  exam,
  index,
  examType,
  schoolId,
  studentId,
}: {
  exam: ReturnType<typeof rowsFor>[number];
  index: number;
  examType: number;
  schoolId: number | undefined;
  studentId: number | undefined;
}) {
  const a = exam.exam_assoc;
  const result = resultCell(exam, examType, schoolId);
  const paper = questionPaperLink(exam, schoolId, studentId);
  const start = startTarget(exam);
  const action = startAction(exam);
  return (
    <tr>
      <td data-label="#" className="cp-tabular">
        {index + 1}
      </td>
      <th scope="row" data-label="Test name" className={styles.name}>
        {a.exam_topic}
      </th>
      <td data-label="Start">{formatDateTime(a.exam_start_date)}</td>
      <td data-label="End">{formatDateTime(a.exam_end_date)}</td>
      <td data-label="Action">
        {paper && (
          <a
            className="cp-button cp-button--secondary"
            href={paper}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${QUESTION_PAPER}: ${a.exam_topic} (opens in a new tab)`}
          >
            {QUESTION_PAPER}
          </a>
        )}
        {action.kind === 'start' && (
          <Link
            className="cp-button cp-button--primary"
            to={start.to}
            state={start.state}
            aria-label={`${START} ${a.exam_topic}`}
          >
            {START}
          </Link>
        )}
        {action.kind === 'practice' && (
          <span className={styles.practice}>
            <Link
              className="cp-button cp-button--secondary"
              to={start.to}
              state={{ ...start.state, practice: true }}
              aria-label={`${PRACTICE} ${a.exam_topic}`}
              aria-describedby={`practice-note-${a.id}`}
            >
              {PRACTICE}
            </Link>
            <span id={`practice-note-${a.id}`} className={styles.note}>
              {action.note}
            </span>
          </span>
        )}
        {action.kind === 'text' && <span className={styles.muted}>{action.text}</span>}
      </td>
      <td data-label="Late submission">
        {isLateSubmission(exam) && <span className={styles.late}>{LATE_SUBMISSION}</span>}
      </td>
      <td data-label="Result">
        {result.kind === 'link' && (
          <Link
            className="cp-button cp-button--secondary"
            to={result.to}
            state={result.state}
            aria-label={`${VIEW_RESULT}: ${a.exam_topic}`}
          >
            {VIEW_RESULT}
          </Link>
        )}
        {result.kind === 'text' && <span className={styles.muted}>{result.text}</span>}
      </td>
    </tr>
  );
}
