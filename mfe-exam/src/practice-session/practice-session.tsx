/**
 * The running practice session (001 §2.1 practice-session): one question at a time, immediate feedback with the key and
 * the solution (math through RichText), the next question at the level the server's rule chose. The session lives in
 * the URL (?session_id=), so a reload resumes it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorText } from '@classroom/shared/api';
import { DIFFICULTY_NAMES, type PracticeQuestion } from '@classroom/shared/contract';
import { RichText } from '@classroom/shared/math';
import { Button, Loader, PageFrame } from '@classroom/shared/ui';
import { Failure, PRACTICE_TEXT } from './frame';
import { practiceSessionQuery } from './queries';
import { nextLevelText, optionLetter, secondsBetween } from './rules';
import styles from './practice.module.css';

type Feedback = Awaited<ReturnType<typeof call<'practiceAnswer'>>> & { given: string };

/** The running session: the waiting question, then the feedback, then the next question or the end. */
export function PracticeSession({ sessionId }: { sessionId: number }) {
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
      <PageFrame title={PRACTICE_TEXT.sessionTitle} className={styles.narrow}>
        <Failure error={session.error} />
      </PageFrame>
    );
  if (!session.data)
    return (
      <PageFrame title={title} className={styles.narrow}>
        <Loader />
      </PageFrame>
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
  const choose = (value: string) => {
    setAnswer(value);
    setProblem(null);
  };
  return (
    <PageFrame title={title} className={styles.narrow}>
      <div className={styles.panel}>
        <div className={styles.head}>
          <span>
            Question {question.number} · {question.chapter_name}
          </span>
          <span className={styles.level}>{DIFFICULTY_NAMES[question.difficulty]}</span>
        </div>
        <form onSubmit={check}>
          <RichText className={styles.question} html={question.question} id="practice-question" />
          <AnswerInput question={question} answer={answer} feedback={feedback} onChoose={choose} />
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
          <FeedbackPanel
            feedback={feedback}
            question={question}
            sessionId={sessionId}
            onNext={next}
            onEnd={() => end.mutate()}
            ending={end.isPending}
          />
        )}
      </div>
    </PageFrame>
  );
}

/** The answer control: the options as radio buttons (type 1, single correct) or a numeric field; locked once checked. */
function AnswerInput({
  question,
  answer,
  feedback,
  onChoose,
}: {
  question: PracticeQuestion;
  answer: string;
  feedback: Feedback | null;
  onChoose: (value: string) => void;
}) {
  return question.type === 1 ? (
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
              onChange={() => onChoose(value)}
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
        onChange={(e) => onChoose(e.target.value)}
      />
    </div>
  );
}

/**
 * The feedback after a check: right or wrong with the key, the solution, the level of the next question, and Next
 * (or the report when no question is left). Focus moves here: the Check answer button it replaces is gone.
 */
function FeedbackPanel({
  feedback,
  question,
  sessionId,
  onNext,
  onEnd,
  ending,
}: {
  feedback: Feedback;
  question: PracticeQuestion;
  sessionId: number;
  onNext: () => void;
  onEnd: () => void;
  ending: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [feedback]);
  const keyText = (key: string) => (question.type === 1 ? `${optionLetter(Number(key) - 1)}` : key);
  return (
    <div
      ref={ref}
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
          <Button onClick={onNext}>{PRACTICE_TEXT.next}</Button>
        ) : (
          <Link className="cp-button cp-button--primary" to={`/student/session-report/${sessionId}`}>
            {PRACTICE_TEXT.seeReport}
          </Link>
        )}
        {feedback.next && (
          <Button variant="secondary" onClick={onEnd} busy={ending}>
            {PRACTICE_TEXT.end}
          </Button>
        )}
      </div>
    </div>
  );
}
