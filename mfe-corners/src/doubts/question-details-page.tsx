/** One solution-bank question with its worked solution (001 §2.1 questiondetails). */
import { useEffect } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@classroom/shared/ui';
import { loadKatex } from '@classroom/shared/math';
import { DOUBTS, TITLES } from '../messages';
import { solutionQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { ScrollText } from '../ui/scroll-text';
import { num } from '../ui/search-params';
import { Page } from './doubts-page';
import styles from './doubts.module.css';

/** /student/questiondetails?question=: one question with its worked solution (KaTeX, DOMPurify), previous/next. */
export function QuestionDetailsPage() {
  const [params] = useSearchParams();
  const questionId = num(params.get('question'));
  const solution = useQuery({ ...solutionQuery(questionId ?? 0), enabled: questionId !== null });
  useEffect(() => void loadKatex().catch(() => undefined), []);
  return (
    <Page title={TITLES.solutions}>
      {questionId === null ? (
        <>
          <EmptyState message={DOUBTS.noQuestionChosen} subMessage={DOUBTS.pickQuestion} />
          <p className={styles.hint}>
            <NavLink to="/student/doubtmodule/searchquestion">{DOUBTS.search}</NavLink>
          </p>
        </>
      ) : (
        <QueryView query={solution}>
          {(q) => (
            <article className={styles.card} aria-labelledby="solution-question">
              <p className={styles.meta}>
                <Link to={`/student/questionlist?chapter=${q.chapter_id}`}>
                  {q.subject_name} · {q.chapter_name}
                </Link>
              </p>
              <h2 id="solution-question" className={styles.qTitle}>
                {DOUBTS.question}
              </h2>
              <ScrollText label={DOUBTS.question} html={q.question} />
              <h3 className={styles.solutionTitle}>{DOUBTS.solution}</h3>
              <ScrollText label={DOUBTS.solution} html={q.solution} />
              <div className={styles.pager}>
                {q.prev_question_id ? (
                  <Link
                    className="cp-button cp-button--secondary"
                    to={`/student/questiondetails?question=${q.prev_question_id}`}
                  >
                    ← {DOUBTS.previous}
                  </Link>
                ) : (
                  <span />
                )}
                {q.next_question_id && (
                  <Link
                    className="cp-button cp-button--primary"
                    to={`/student/questiondetails?question=${q.next_question_id}`}
                  >
                    {DOUBTS.next} →
                  </Link>
                )}
              </div>
              <p className={styles.hint}>
                {DOUBTS.stillStuck} <Link to="/student/uploaddoubt">{DOUBTS.ask}</Link>
              </p>
            </article>
          )}
        </QueryView>
      )}
    </Page>
  );
}
