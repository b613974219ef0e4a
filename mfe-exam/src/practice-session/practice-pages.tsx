/**
 * Practice sessions (001 §2.1 adaptive, practice-session, session-report/{session_id}; 000 §2
 * 'Practice (New)'). The picker (subject, then one chapter or all), the session — one question at a time, immediate
 * feedback with the key and the solution (math through RichText), the next question at the level the server's rule
 * chose — and the report. The running session lives in the URL (?session_id=), so a reload resumes it.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorText } from '@classroom/shared/api';
import { DIFFICULTY_NAMES, type PracticeQuestion } from '@classroom/shared/contract';
import { RichText } from '@classroom/shared/math';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { idFrom } from '../assignments/rules';
import { practiceSessionQuery, practiceSubjectsQuery, sessionReportQuery } from './queries';
import { nextLevelText, optionLetter, secondsBetween, sessionIdFrom, shortDuration } from './rules';
import styles from './practice.module.css';

export const PRACTICE_TEXT = {
  title: 'Practice (New)',
  sessionTitle: 'Practice session',
  reportTitle: 'Session report',
  subject: 'Subject',
  chapter: 'Chapter',
  allChapters: 'All chapters',
  start: 'Start practice',
  check: 'Check answer',
  next: 'Next question',
  end: 'End session',
  seeReport: 'See report',
  again: 'Practise again',
  correct: 'Correct!',
  wrong: 'Not quite.',
  answerIs: (key: string) => `The answer is ${key}.`,
  solution: 'Solution',
  yourAnswer: 'Your answer',
  numericLabel: 'Your answer (a number)',
  choose: 'Choose or enter an answer',
  noneLeft: 'You have answered every question here. Well done!',
  retry: 'Retry',
} as const;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  useTitle(title);
  return (
    <section className={styles.page} aria-labelledby="practice-title">
      <h1 id="practice-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

function Failure({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <div className={styles.error}>
      <p role="alert" className="cp-alert">
        {errorText(error)}
      </p>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          {PRACTICE_TEXT.retry}
        </Button>
      )}
    </div>
  );
}

/** /student/adaptive and /student/practice-session: the picker, or the running session when ?session_id= is set. */
export function PracticePage() {
  const sessionId = sessionIdFrom(useLocation().search);
  return sessionId === null ? <PracticePicker /> : <PracticeSession sessionId={sessionId} />;
}

/** Subject, then one chapter or all of them; Start creates the session on the server. */
function PracticePicker() {
  const navigate = useNavigate();
  const subjects = useQuery(practiceSubjectsQuery());
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [chapterId, setChapterId] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: (id: number) =>
      call('startPractice', { body: { subject_id: id, ...(chapterId ? { chapter_id: chapterId } : {}) } }),
    onSuccess: (data) => navigate(`/student/practice-session?session_id=${data.session_id}`),
  });
  const list = useMemo(() => subjects.data ?? [], [subjects.data]);
  const subject = list.find((s) => s.subject_id === subjectId) ?? list[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (subject) start.mutate(subject.subject_id);
  };
  return (
    <Frame title={PRACTICE_TEXT.title}>
      {subjects.error ? (
        <Failure error={subjects.error} />
      ) : !subjects.data ? (
        <Loader />
      ) : (
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit}>
          <p className={styles.meta}>
            One question at a time: the next one gets harder after two right answers in a row and easier after a wrong
            one.
          </p>
          <div className={styles.field}>
            <label htmlFor="practice-subject">{PRACTICE_TEXT.subject}</label>
            <select
              id="practice-subject"
              value={subject?.subject_id ?? ''}
              onChange={(e) => {
                setSubjectId(Number(e.target.value));
                setChapterId(null);
              }}
            >
              {list.map((s) => (
                <option key={s.subject_id} value={s.subject_id}>
                  {s.subject_name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="practice-chapter">{PRACTICE_TEXT.chapter}</label>
            <select
              id="practice-chapter"
              value={chapterId ?? ''}
              onChange={(e) => setChapterId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{PRACTICE_TEXT.allChapters}</option>
              {subject?.chapters.map((c) => (
                <option key={c.chapter_id} value={c.chapter_id}>
                  {c.chapter_name} ({c.num_questions} questions)
                </option>
              ))}
            </select>
          </div>
          {start.error && <Failure error={start.error} />}
          <div className={styles.actions}>
            <Button type="submit" disabled={!subject} busy={start.isPending}>
              {PRACTICE_TEXT.start}
            </Button>
          </div>
        </form>
      )}
    </Frame>
  );
}

type Feedback = Awaited<ReturnType<typeof call<'practiceAnswer'>>> & { given: string };

/** The running session: the waiting question, then the feedback, then the next question or the end. */
function PracticeSession({ sessionId }: { sessionId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(practiceSessionQuery(sessionId));
  // The question on screen: the server's waiting one until an answer moves the session on.
  const [moved, setMoved] = useState<PracticeQuestion | null>(null);
  const question = moved ?? session.data?.question ?? null;
  const [answer, setAnswer] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shownAt = useRef(Date.now());
  // The Check answer button gives way to the feedback: focus goes there, not to the page's body.
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [question?.question_id]);
  const send = useMutation({
    mutationFn: (given: string) =>
      call('practiceAnswer', {
        params: { sessionId },
        body: {
          question_id: question!.question_id,
          answer: given,
          seconds: secondsBetween(shownAt.current, Date.now()),
        },
      }),
    onSuccess: (data, given) => setFeedback({ ...data, given }),
    onError: (err) => setProblem(errorText(err)),
  });
  const end = useMutation({
    mutationFn: () => call('endPractice', { params: { sessionId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['practice'] });
      navigate(`/student/session-report/${sessionId}`);
    },
    onError: (err) => setProblem(errorText(err)),
  });

  const title = session.data
    ? `${PRACTICE_TEXT.sessionTitle}: ${session.data.chapter_name ?? session.data.subject_name}`
    : PRACTICE_TEXT.sessionTitle;
  if (session.error)
    return (
      <Frame title={PRACTICE_TEXT.sessionTitle}>
        <Failure error={session.error} />
      </Frame>
    );
  if (!session.data)
    return (
      <Frame title={title}>
        <Loader />
      </Frame>
    );
  if (!question) {
    // Ended (or every question answered): the report.
    return <Navigate to={`/student/session-report/${sessionId}`} replace />;
  }
  const check = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    if (!answer.trim()) {
      setProblem(PRACTICE_TEXT.choose);
      return;
    }
    setProblem(null);
    send.mutate(answer.trim());
  };
  const next = () => {
    if (!feedback?.next) return;
    setMoved(feedback.next);
    setFeedback(null);
    setAnswer('');
  };
  const keyText = (key: string) => (question.type === 1 ? `${optionLetter(Number(key) - 1)}` : key);
  return (
    <Frame title={title}>
      <div className={styles.panel}>
        <div className={styles.head}>
          <span>
            Question {question.number} · {question.chapter_name}
          </span>
          <span className={styles.level}>{DIFFICULTY_NAMES[question.difficulty]}</span>
        </div>
        <form onSubmit={check}>
          <RichText className={styles.question} html={question.question} id="practice-question" />
          {question.type === 1 ? (
            <fieldset className={styles.options} aria-describedby="practice-question" disabled={!!feedback}>
              <legend className="cp-visually-hidden">{PRACTICE_TEXT.yourAnswer}</legend>
              {question.options.map((o, i) => {
                const value = String(i + 1);
                return (
                  <label
                    key={value}
                    className={styles.option}
                    data-key={feedback ? feedback.answer_key === value : undefined}
                    data-wrong={feedback ? !feedback.correct && feedback.given === value : undefined}
                  >
                    <input
                      type="radio"
                      name="practice-option"
                      value={value}
                      checked={answer === value}
                      onChange={() => {
                        setAnswer(value);
                        setProblem(null);
                      }}
                    />
                    <span aria-hidden="true">{optionLetter(i)}.</span>
                    <RichText as="span" html={o} />
                  </label>
                );
              })}
            </fieldset>
          ) : (
            <div className={styles.field}>
              <label htmlFor="practice-numeric">{PRACTICE_TEXT.numericLabel}</label>
              <input
                id="practice-numeric"
                className={styles.numeric}
                inputMode="decimal"
                autoComplete="off"
                value={answer}
                disabled={!!feedback}
                onChange={(e) => {
                  setAnswer(e.target.value);
                  setProblem(null);
                }}
              />
            </div>
          )}
          {problem && (
            <p role="alert" className="cp-alert">
              {problem}
            </p>
          )}
          {!feedback && (
            <div className={styles.actions}>
              {/* aria-disabled, not disabled, while the answer is checked: the button keeps keyboard focus. */}
              <Button type="submit" busy={send.isPending}>
                {PRACTICE_TEXT.check}
              </Button>
              <Button variant="secondary" onClick={() => end.mutate()} busy={end.isPending}>
                {PRACTICE_TEXT.end}
              </Button>
            </div>
          )}
        </form>
        {feedback && (
          <div
            ref={feedbackRef}
            tabIndex={-1}
            className={styles.feedback}
            data-correct={feedback.correct}
            role="status"
            aria-live="polite"
          >
            <p className={styles.verdict}>
              {feedback.correct
                ? PRACTICE_TEXT.correct
                : `${PRACTICE_TEXT.wrong} ${PRACTICE_TEXT.answerIs(keyText(feedback.answer_key))}`}
            </p>
            <h2 className={styles.subTitle}>{PRACTICE_TEXT.solution}</h2>
            <RichText className={styles.solution} html={feedback.solution} />
            <p className={styles.meta}>
              {feedback.next ? nextLevelText(question.difficulty, feedback.next.difficulty) : PRACTICE_TEXT.noneLeft}
            </p>
            <div className={styles.actions}>
              {feedback.next ? (
                <Button onClick={next}>{PRACTICE_TEXT.next}</Button>
              ) : (
                <Link className="cp-button cp-button--primary" to={`/student/session-report/${sessionId}`}>
                  {PRACTICE_TEXT.seeReport}
                </Link>
              )}
              {feedback.next && (
                <Button variant="secondary" onClick={() => end.mutate()} busy={end.isPending}>
                  {PRACTICE_TEXT.end}
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
    </Frame>
  );
}

/** /student/session-report/{sessionId}: accuracy, time, by difficulty and chapter (text tables), chapters to revise. */
export function SessionReportPage() {
  const sessionId = idFrom(useParams().sessionId);
  const report = useQuery({ ...sessionReportQuery(sessionId ?? 0), enabled: sessionId !== null });
  if (sessionId === null) return <Navigate to="/student/practice-session" replace />;
  const r = report.data;
  return (
    <Frame title={PRACTICE_TEXT.reportTitle}>
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
    </Frame>
  );
}
